import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';

/** How much of an undetected file is read to decide whether it is plain text. */
const TEXT_PROBE_BYTES = 64 * 1024;

/** File-type names that need the file name to say which allowed type they are. */
const BY_EXTENSION: Record<string, Record<string, string>> = {
  // iWork documents are zip packages; file-type reports the container.
  'application/zip': {
    pages: 'application/vnd.apple.pages',
    key: 'application/vnd.apple.keynote',
    numbers: 'application/vnd.apple.numbers',
  },
  // Office 97–2003 files are Compound File Binary containers.
  'application/x-cfb': {
    xls: 'application/vnd.ms-excel',
    xlt: 'application/vnd.ms-excel',
    ppt: 'application/vnd.ms-powerpoint',
    pps: 'application/vnd.ms-powerpoint',
    pot: 'application/vnd.ms-powerpoint',
    doc: 'application/msword',
  },
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** True when the bytes are UTF-8 text without control characters (tabs, line breaks and form feeds allowed). */
export function looksLikePlainText(bytes: Uint8Array, isComplete: boolean): boolean {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    // `stream: true` tolerates a multi-byte character cut off at the end of the probe.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: !isComplete });
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

/**
 * The type of a stored upload by its content (magic bytes), never by the browser's claim: a
 * `.png` that is really a zip is a zip. The name and the declared type only choose between
 * types the content cannot tell apart (iWork in a zip, old Office in a CFB, audio-only WebM/MP4
 * recordings). Null when the content matches nothing known.
 */
export async function sniffMimeType(filePath: string, name: string, declaredMimeType: string): Promise<string | null> {
  const detected = await fileTypeFromFile(filePath);
  const declared = declaredMimeType.toLowerCase();
  if (detected) {
    const byName = BY_EXTENSION[detected.mime]?.[extensionOf(name)];
    if (byName) return byName;
    // A browser recording (MediaRecorder) of sound only is a WebM or MP4 container.
    if ((detected.mime === 'video/webm' || detected.mime === 'video/mp4') && declared.startsWith('audio/')) {
      return detected.mime.replace('video/', 'audio/');
    }
    return detected.mime;
  }
  const handle = await open(filePath, 'r');
  try {
    const probe = Buffer.alloc(TEXT_PROBE_BYTES);
    const { bytesRead } = await handle.read(probe, 0, TEXT_PROBE_BYTES, 0);
    const { size } = await handle.stat();
    return looksLikePlainText(probe.subarray(0, bytesRead), bytesRead >= size) ? 'text/plain' : null;
  } finally {
    await handle.close();
  }
}
