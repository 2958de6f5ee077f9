import { useMutation } from '@tanstack/react-query';
import { archiveLinkSchema, type ArchiveLink } from '@berufswahl/contracts/identity/archive';
import * as ownAccountEndpoints from '@berufswahl/contracts/identity/endpoints/own-account';
import { callEndpoint } from '../../../../lib/endpoint-client';

/**
 * `POST /api/identity/v1/archive/links` (decision 160): a link to the day's export that works once
 * and for a minute, without a bearer token. Refused with 429 when the export of the day is used.
 */
export function requestArchiveLink(): Promise<ArchiveLink> {
  return callEndpoint(ownAccountEndpoints.archiveLinks, { schema: archiveLinkSchema });
}

/**
 * Hands the link to the browser's own download (a link with `download`): the zip streams to disk,
 * never into the tab's memory – a 1 GiB export would not fit on many phones. What goes wrong after
 * this point the browser's download list shows; the page can no longer see it.
 */
function startBrowserDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Downloads the data export (DSGVO Art. 15): asks for a link, then lets the browser download it. */
export function useDownloadArchive() {
  return useMutation({
    mutationFn: async () => {
      const link = await requestArchiveLink();
      startBrowserDownload(link.url, link.file_name);
      return { fileName: link.file_name };
    },
  });
}
