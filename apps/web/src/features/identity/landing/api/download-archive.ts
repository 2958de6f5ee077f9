import { useMutation } from '@tanstack/react-query';
import { archiveFileName } from '@berufswahl/contracts';
import { ApiError } from '../../../../lib/api-client';
import { getFreshToken } from '../../../../lib/keycloak';

const ARCHIVE_PATH = '/api/identity/v1/archive';

/** `attachment; filename="berufswahl-export-2026-11-22.zip"` → the file name. */
function fileNameOf(disposition: string | null): string {
  const match = disposition ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? archiveFileName(new Date());
}

/**
 * `GET /api/identity/v1/archive` (spec 7): the zip as a Blob. The shared `apiRequest` reads text and
 * JSON only, so this one binary request is made here, with the same headers (bearer token kept
 * fresh, Accept-Language) and the same {@link ApiError} for every status outside 200–299.
 */
export async function downloadArchive(): Promise<{ blob: Blob; fileName: string }> {
  const headers = new Headers({ Accept: 'application/zip, application/json', 'Accept-Language': 'de' });
  const token = await getFreshToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(ARCHIVE_PATH, { headers, credentials: 'same-origin' });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      // not JSON: keep the text
    }
    throw new ApiError(response.status, response.statusText, body);
  }
  // A connection that breaks off mid-way rejects here: the person is asked to retry (spec 8).
  const blob = await response.blob();
  return { blob, fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

/** Hands the zip to the browser's download, as a link with `download` would. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads the data export and saves it (DSGVO Art. 15). */
export function useDownloadArchive() {
  return useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await downloadArchive();
      saveBlob(blob, fileName);
      return { fileName, size: blob.size };
    },
  });
}
