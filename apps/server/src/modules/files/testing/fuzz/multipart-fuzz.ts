import { hostileUploads, tinyPng, zipOf, type HostileFile, type UploadTarget } from './hostile-files';

/**
 * A seeded, deterministic generator of malformed upload requests (issue 8): random boundaries,
 * truncated bodies, missing and duplicated parts, wrong content types, huge headers, random bytes
 * under random names and declared types. The same seed gives the same requests on every machine.
 */
export type FuzzRequest = {
  index: number;
  /** What was done to the request, for a failure message. */
  recipe: string[];
  headers: Record<string, string>;
  payload: Buffer;
};

/** mulberry32: small, fast and good enough to pick mutations. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[int(items.length)]!,
    bytes(length: number): Buffer {
      const bytes = Buffer.alloc(length);
      for (let index = 0; index < length; index += 1) bytes[index] = int(256);
      return bytes;
    },
  };
}
type Random = ReturnType<typeof seededRandom>;

const BOUNDARY_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'()+_,-./:=? ";

const NAMES = [
  'bild.png', 'foto.JPG', 'brief.pdf', 'notiz.txt', 'archiv.zip', 'ton.wav', 'video.mp4', 'lebenslauf.docx',
  'seite.html', 'logo.svg', 'script.js', 'a.exe', '', '.', '..', '../../x.png', '..\\x.txt', 'a\0b.png',
  'rechnung\u202Egnp.exe', 'ä'.repeat(300), '😀'.repeat(80), 'x'.repeat(1000), 'name "mit" anführungszeichen.txt',
  'semi;colon.txt', 'zeile\r\numbruch.txt', '%2e%2e%2fpasswd', 'CON', 'nul.txt', ' leer .txt', '\t',
];

const DECLARED_TYPES = [
  'image/png', 'image/jpeg', 'application/pdf', 'text/plain', 'text/html', 'image/svg+xml', 'application/zip',
  'application/octet-stream', 'application/javascript', 'audio/webm', 'video/mp4', '', 'garbage', 'text/plain; charset=utf-16',
  'multipart/form-data; boundary=x', `x/${'y'.repeat(2000)}`,
];

const REQUEST_TYPES = [
  'text/plain', 'application/json', 'application/octet-stream', 'multipart/mixed; boundary=B', 'multipart/form-data',
  'multipart/form-data; boundary=', 'multipart/form-data; boundary="unterminated', 'multipart/form-data; charset=utf-8',
  'application/x-www-form-urlencoded', 'MULTIPART/FORM-DATA; BOUNDARY=B',
];

type Part = { head: string[]; body: Buffer };

function randomBoundary(random: Random): string {
  const length = random.chance(0.1) ? 71 + random.int(100) : 1 + random.int(70);
  let boundary = '';
  for (let index = 0; index < length; index += 1) boundary += random.pick([...BOUNDARY_ALPHABET]);
  // A boundary ending in a space is not valid; keep most requests parseable so the later stages get fuzzed too.
  return random.chance(0.9) ? boundary.trimEnd() || 'b' : boundary;
}

/** Content for the file part: random bytes, an allowed file, a hostile file, or magic bytes with noise. */
function randomContent(random: Random, corpus: HostileFile[]): { content: Buffer; recipe: string } {
  const choice = random.int(6);
  if (choice === 0) return { content: random.bytes(random.int(4096)), recipe: 'random bytes' };
  if (choice === 1) return { content: tinyPng(), recipe: 'png' };
  if (choice === 2) return { content: Buffer.from(`Hallo ${random.int(1e6)}\nZeile zwei`), recipe: 'text' };
  if (choice === 3) return { content: zipOf([{ name: `n${random.int(100)}.txt`, data: random.bytes(random.int(200)) }]), recipe: 'zip' };
  if (choice === 4) {
    const hostile = random.pick(corpus.filter((entry) => entry.content.length < 1024 * 1024));
    return { content: hostile.content, recipe: `corpus:${hostile.label}` };
  }
  const magic = random.pick(corpus).content.subarray(0, 4 + random.int(12));
  return { content: Buffer.concat([magic, random.bytes(random.int(2048))]), recipe: 'magic+noise' };
}

function serialize(boundary: string, parts: Part[], eol: string, closing: boolean, preamble: Buffer): Buffer {
  const chunks: Buffer[] = [preamble];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}${eol}${part.head.join(eol)}${eol}${eol}`), part.body, Buffer.from(eol));
  }
  if (closing) chunks.push(Buffer.from(`--${boundary}--${eol}`));
  return Buffer.concat(chunks);
}

/**
 * The `index`-th request of the run with `seed` against `target` (the route's file field and its
 * required text fields). Each request starts from a plausible upload and gets 0–3 mutations.
 */
export function generateRequest(seed: number, index: number, target: UploadTarget, corpus: HostileFile[]): FuzzRequest {
  const random = seededRandom(seed * 1_000_003 + index);
  const recipe: string[] = [];
  let boundary = randomBoundary(random);
  const { content, recipe: contentRecipe } = randomContent(random, corpus);
  recipe.push(contentRecipe);
  const name = random.chance(0.5) ? random.pick(NAMES) : `${random.bytes(1 + random.int(40)).toString('latin1')}.${random.pick(['png', 'txt', 'pdf'])}`;
  const declared = random.pick(DECLARED_TYPES);
  const fileHead = [`Content-Disposition: form-data; name="${target.fileField}"; filename="${name}"`, `Content-Type: ${declared}`];
  let parts: Part[] = [
    ...Object.entries(target.fields).map(([field, value]) => ({ head: [`Content-Disposition: form-data; name="${field}"`], body: Buffer.from(value) })),
    { head: fileHead, body: content },
  ];
  let eol = '\r\n';
  let closing = true;
  let preamble: Buffer = Buffer.alloc(0);
  let requestType: string | null = null;
  let truncateAt: number | null = null;
  let noiseAt: number | null = null;

  const mutations = random.int(4);
  for (let step = 0; step < mutations; step += 1) {
    const mutation = random.int(14);
    recipe.push(`m${mutation}`);
    if (mutation === 0) truncateAt = random.next();
    else if (mutation === 1) requestType = `multipart/form-data; boundary=${randomBoundary(random)}`;
    else if (mutation === 2) requestType = random.pick(REQUEST_TYPES);
    else if (mutation === 3) parts = parts.filter((part) => part.head !== fileHead);
    else if (mutation === 4) parts = [...parts, { head: fileHead, body: content }];
    else if (mutation === 5) parts = parts.filter((part) => part.head === fileHead);
    else if (mutation === 6) parts = [...parts, ...Array.from({ length: 5 + random.int(40) }, (_, field) => ({ head: [`Content-Disposition: form-data; name="f${field}"`], body: random.bytes(random.int(50)) }))];
    else if (mutation === 7) parts = parts.map((part) => ({ ...part, head: [...part.head, `X-Gross: ${'x'.repeat(1000 + random.int(100_000))}`] }));
    else if (mutation === 8) eol = '\n';
    else if (mutation === 9) closing = false;
    else if (mutation === 10) noiseAt = random.next();
    else if (mutation === 11) preamble = random.bytes(random.int(5000));
    else if (mutation === 12) parts = parts.map((part) => ({ ...part, head: part.head.map((line) => line.replace(/name="[^"]*"/, `name="${random.pick(['', 'file', 'attachment', 'x', '"'])}"`)) }));
    else boundary = `${boundary}${boundary}`.slice(0, 200);
  }
  let payload = serialize(boundary, parts, eol, closing, preamble);
  if (noiseAt !== null) {
    const at = Math.floor(noiseAt * payload.length);
    payload = Buffer.concat([payload.subarray(0, at), random.bytes(1 + random.int(64)), payload.subarray(at)]);
  }
  if (truncateAt !== null) payload = payload.subarray(0, Math.floor(truncateAt * payload.length));
  return { index, recipe, headers: { 'content-type': requestType ?? `multipart/form-data; boundary=${boundary}` }, payload };
}

/** The hostile files of the curated corpus (the generator mixes their bytes into its requests). */
export function corpusFiles(): HostileFile[] {
  return hostileUploads().filter((entry): entry is HostileFile => entry.kind === 'file');
}
