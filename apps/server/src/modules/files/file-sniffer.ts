import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';

/** How much of an undetected file is read to decide whether it is plain text. */
const TEXT_PROBE_BYTES = 64 * 1024;

/**
 * How long type detection may take before the upload is refused (issue 8): file-type parses
 * containers (zip, ISO-BMFF, EBML) and a crafted file must not hold a request.
 */
export const SNIFF_TIMEOUT_MS = 2_000;

/** How much of the start is checked for markup (HTML, SVG, XML). */
const MARKUP_PROBE_BYTES = 1024;

/**
 * The start of a document a browser would render as HTML, SVG or XML (the WHATWG MIME sniffing
 * patterns, plus `<svg`), after leading whitespace and a byte-order mark. Such a file is not plain
 * text to us: it is refused whatever its name or declared type says.
 */
const MARKUP_START =
  /^(?:<!doctype\s+html|<(?:html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p|svg|math|object|embed|img|meta|link|base|form|xml)(?=[\s>/])|<!--|<\?xml)/i;

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

/**
 * file-type names MPEG program streams (the usual `.mpg`/`.mpeg` files) by their multiplex:
 * MPEG-1 system stream and MPEG-2 program stream. Both are the "mpeg video" spec 5 allows.
 */
const MPEG_PROGRAM_STREAMS = new Set(['video/MP1S', 'video/MP2P']);

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

/** Decodes the probe as the text a browser would see: UTF-16 with its BOM, else UTF-8 (lenient). */
function decodeForMarkup(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes);
}

/** True when the bytes start like an HTML, SVG or XML document (see MARKUP_START). */
export function looksLikeMarkup(bytes: Uint8Array): boolean {
  // Whitespace, BOM and NUL padding in front do not stop a browser's sniffer either.
  // eslint-disable-next-line no-control-regex -- NUL padding is exactly what is skipped
  const text = decodeForMarkup(bytes).replace(/^[\s\ufeff\u0000]+/, '');
  return MARKUP_START.test(text);
}

/** Resolves with `fallback` when `work` takes longer than `ms` (the work itself is left to finish). */
export async function withTimeout<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What type detection found: the type, a refusal (nothing known, markup, a detector error, or a
 * file whose content kept the detector busy past the timeout), or `busy` – the timeout passed
 * before even the file's first bytes were read. Then the server's I/O is overloaded (the thread
 * pool queues reads behind password hashing and fsyncs): the file is not to blame, and refusing it
 * as "no valid type" would tell a student something false about a good photo.
 */
export type SniffResult = { kind: 'detected'; mimeType: string } | { kind: 'refused' } | { kind: 'busy' };

/** The type of a stored upload by its content under `timeoutMs`. See {@link detectMimeType}. */
export async function sniffMimeType(
  filePath: string,
  name: string,
  declaredMimeType: string,
  timeoutMs: number = SNIFF_TIMEOUT_MS,
): Promise<SniffResult> {
  const progress = { hasReadStart: false };
  // A file the detector chokes on (a crafted container) is not a file of an allowed type.
  const detection = detectMimeType(filePath, name, declaredMimeType, progress)
    .then((mimeType): SniffResult => (mimeType ? { kind: 'detected', mimeType } : { kind: 'refused' }))
    .catch((): SniffResult => ({ kind: 'refused' }));
  const result = await withTimeout<SniffResult | null>(detection, timeoutMs, null);
  if (result) return result;
  return progress.hasReadStart ? { kind: 'refused' } : { kind: 'busy' };
}

/**
 * The type of a stored upload by its content (magic bytes), never by the browser's claim: a
 * `.png` that is really a zip is a zip. The name and the declared type only choose between
 * types the content cannot tell apart (iWork in a zip, old Office in a CFB, audio-only WebM/MP4
 * recordings). Null when the content matches nothing known.
 */
async function detectMimeType(
  filePath: string,
  name: string,
  declaredMimeType: string,
  progress: { hasReadStart: boolean },
): Promise<string | null> {
  const isMarkup = await startsWithMarkup(filePath);
  progress.hasReadStart = true;
  if (isMarkup) return null;
  const detected = await fileTypeFromFile(filePath);
  const declared = declaredMimeType.toLowerCase();
  if (detected) {
    const byName = BY_EXTENSION[detected.mime]?.[extensionOf(name)];
    if (byName) return byName;
    if (MPEG_PROGRAM_STREAMS.has(detected.mime)) return 'video/mpeg';
    // A browser recording (MediaRecorder) of sound only is a WebM or MP4 container.
    if ((detected.mime === 'video/webm' || detected.mime === 'video/mp4') && declared.startsWith('audio/')) {
      return detected.mime.replace('video/', 'audio/');
    }
    return detected.mime;
  }
  return (await isPlainText(filePath)) ? 'text/plain' : null;
}

async function startsWithMarkup(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const probe = Buffer.alloc(MARKUP_PROBE_BYTES);
    const { bytesRead } = await handle.read(probe, 0, MARKUP_PROBE_BYTES, 0);
    return looksLikeMarkup(probe.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

async function isPlainText(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const probe = Buffer.alloc(TEXT_PROBE_BYTES);
    const { bytesRead } = await handle.read(probe, 0, TEXT_PROBE_BYTES, 0);
    const { size } = await handle.stat();
    return looksLikePlainText(probe.subarray(0, bytesRead), bytesRead >= size);
  } finally {
    await handle.close();
  }
}
