import { crc32, deflateRawSync, gzipSync } from 'node:zlib';
import { MAX_FILE_BYTES } from '@berufswahl/contracts';

/**
 * The curated corpus of hostile uploads (issue 8): every file is built here from bytes, so no
 * binary fixture sits in the repository. `expected` is what the server must answer on an upload
 * route with the allow-list of spec 5: `accept` (2xx, stored with `storedType`), `reject` (4xx with a
 * German message) or `either` (truncated media whose fate depends on the type detector; it may
 * be stored only with an allowed type). A raw request (`kind: 'raw'`) breaks the multipart
 * framing itself and must never store a file.
 */
export type HostileFile = {
  kind: 'file';
  label: string;
  /** Sent as-is (UTF-8) in the part's Content-Disposition: may hold `../`, NUL, RLO, 300 bytes… */
  filename: string;
  declaredType: string;
  content: Buffer;
  expected: 'accept' | 'reject' | 'either';
  /** The sniffed type the server must store for an accepted file. */
  storedType?: string;
};

/** Where a raw request puts the file: the route's file field and its other required fields. */
export type UploadTarget = { fileField: string; fields: Record<string, string> };

export type HostileRequest = {
  kind: 'raw';
  label: string;
  build(target: UploadTarget): { headers: Record<string, string>; payload: Buffer };
  /** Broken framing never stores a file; the answer is 4xx, or 2xx where the route needs no file (a story's text). */
  expected: 'stores-nothing';
};

export type HostileUpload = HostileFile | HostileRequest;

const hex = (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'hex');
const ascii = (text: string) => Buffer.from(text, 'latin1');
const utf8 = (text: string) => Buffer.from(text, 'utf8');

/** A PNG signature, IHDR chunk and IEND: the smallest thing file-type calls a PNG. */
export function tinyPng(): Buffer {
  return hex('89504e470d0a1a0a 0000000d49484452 00000001000000010806000000 1f15c489 0000000049454e44ae426082');
}

/** A JPEG: SOI, JFIF APP0, a comment, EOI. */
function tinyJpeg(comment = ''): Buffer {
  const text = utf8(comment);
  const com = Buffer.concat([hex('fffe'), Buffer.from([(text.length + 2) >> 8, (text.length + 2) & 0xff]), text]);
  return Buffer.concat([hex('ffd8ffe000104a46494600010100000100010000'), com, hex('ffd9')]);
}

function tinyPdf(body = ''): Buffer {
  return ascii(`%PDF-1.4\n1 0 obj << /Type /Catalog ${body} >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

function tinyGif(): Buffer {
  return hex('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b');
}

/** A RIFF/WAVE header with a few samples. */
function tinyWav(): Buffer {
  const data = Buffer.alloc(16, 0x80);
  const head = Buffer.alloc(44);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8, 'latin1');
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(8000, 24);
  head.writeUInt32LE(8000, 28);
  head.writeUInt16LE(1, 32);
  head.writeUInt16LE(8, 34);
  head.write('data', 36, 'latin1');
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

/** An ISO-BMFF (MP4) file: an `ftyp` box with brand isom and an empty `mdat`. */
function tinyMp4(): Buffer {
  return Buffer.concat([hex('00000018 66747970 69736f6d 00000200 69736f6d 6d703431'), hex('00000008 6d646174')]);
}

type ZipEntry = { name: string; data: Buffer; compress?: boolean; declaredSize?: number };

/** A zip archive (stored or deflated entries) whose sizes may lie (`declaredSize`). */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = utf8(entry.name);
    const stored = entry.compress ? deflateRawSync(entry.data) : entry.data;
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.compress ? 8 : 0, 8);
    local.writeUInt32LE(crc32(entry.data), 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.compress ? 8 : 0, 10);
    central.writeUInt32LE(crc32(entry.data), 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, stored);
    centrals.push(central, name);
    offset += local.length + name.length + stored.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const SVG_SCRIPT = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>fetch("/api")</script></svg>';
const HTML_SCRIPT = '<html><body><script>fetch("/api/identity/v1/me").then(r=>r.text()).then(alert)</script></body></html>';

/** A deterministic pseudo-random byte string (no Math.random: the corpus is the same every run). */
function noise(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed >>> 0;
  for (let index = 0; index < length; index += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

const file = (
  label: string,
  filename: string,
  declaredType: string,
  content: Buffer,
  expected: HostileFile['expected'],
  storedType?: string,
): HostileFile => ({ kind: 'file', label, filename, declaredType, content, expected, storedType });

/** Files whose content is hostile or wrong; each is sent as the route's file part. */
function hostileFiles(): HostileFile[] {
  const png = tinyPng();
  return [
    // Polyglots: the content decides, and the stored type is served with nosniff.
    file('GIFAR (GIF + zip)', 'bild.png', 'image/png', Buffer.concat([tinyGif(), zipOf([{ name: 'A.class', data: ascii('cafebabe') }])]), 'reject'),
    file('PNG + HTML tail', 'bild.png', 'image/png', Buffer.concat([png, utf8(HTML_SCRIPT)]), 'accept', 'image/png'),
    file('PNG + PHP tail', 'bild.php.png', 'image/png', Buffer.concat([png, utf8('<?php system($_GET["c"]); ?>')]), 'accept', 'image/png'),
    file('JPEG with script comment', 'foto.jpg', 'image/jpeg', tinyJpeg(HTML_SCRIPT), 'accept', 'image/jpeg'),
    file('PDF with JavaScript action', 'brief.pdf', 'application/pdf', tinyPdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'), 'accept', 'application/pdf'),
    file('PDF + zip polyglot', 'brief.pdf', 'application/pdf', Buffer.concat([tinyPdf(), zipOf([{ name: 'x.html', data: utf8(HTML_SCRIPT) }])]), 'accept', 'application/pdf'),
    file('zip holding HTML', 'archiv.zip', 'application/zip', zipOf([{ name: 'index.html', data: utf8(HTML_SCRIPT) }]), 'accept', 'application/zip'),
    file('HTML behind PNG name and PNG magic', 'x.html', 'text/html', Buffer.concat([png, utf8(HTML_SCRIPT)]), 'accept', 'image/png'),
    // SVG with script: markup, never stored.
    file('SVG with script', 'logo.svg', 'image/svg+xml', utf8(SVG_SCRIPT), 'reject'),
    file('SVG named .png', 'logo.png', 'image/png', utf8(SVG_SCRIPT), 'reject'),
    file('SVG with XML prolog', 'logo.svg', 'image/svg+xml', utf8(`<?xml version="1.0"?>\n${SVG_SCRIPT}`), 'reject'),
    file('SVG after BOM and blank lines', 'logo.txt', 'text/plain', utf8(`\ufeff\n\n   ${SVG_SCRIPT}`), 'reject'),
    file('SVG with a comment first', 'logo.txt', 'text/plain', utf8(`<!-- harmlos -->${SVG_SCRIPT}`), 'reject'),
    file('gzipped SVG (svgz)', 'logo.svgz', 'image/svg+xml', gzipSync(utf8(SVG_SCRIPT)), 'reject'),
    // HTML in disguise.
    file('HTML named .txt', 'notiz.txt', 'text/plain', utf8(HTML_SCRIPT), 'reject'),
    file('HTML doctype upper case', 'notiz.txt', 'text/plain', utf8(`<!DOCTYPE HTML>${HTML_SCRIPT}`), 'reject'),
    file('HTML with leading blanks', 'notiz.txt', 'text/plain', utf8(`\r\n\t  <script>alert(1)</script>`), 'reject'),
    file('HTML named .pdf', 'brief.pdf', 'application/pdf', utf8(`<body onload="alert(1)">`), 'reject'),
    file('HTML iframe', 'notiz.txt', 'text/plain', utf8('<iframe src="javascript:alert(1)">'), 'reject'),
    file('XHTML via XML prolog', 'seite.txt', 'text/plain', utf8(`<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml">${HTML_SCRIPT}</html>`), 'reject'),
    file('HTML in UTF-16 with BOM', 'notiz.txt', 'text/plain', Buffer.concat([hex('fffe'), Buffer.from(HTML_SCRIPT, 'utf16le')]), 'reject'),
    file('HTML declared text/html', 'seite.html', 'text/html', utf8(HTML_SCRIPT), 'reject'),
    file('Plain text mentioning <html> later', 'notiz.txt', 'text/plain', utf8('Mein Praktikum: ich habe <html> gelernt.'), 'accept', 'text/plain'),
    // Zip bombs: zips are allowed; the server never unpacks them, and detection runs under a timeout.
    file('zip bomb (20 MB of zeros deflated)', 'bombe.zip', 'application/zip', zipOf([{ name: 'null.bin', data: Buffer.alloc(20 * 1024 * 1024), compress: true }]), 'accept', 'application/zip'),
    file('zip with lying sizes', 'bombe.zip', 'application/zip', zipOf([{ name: 'a.txt', data: utf8('x'), declaredSize: 0xffffffff }]), 'accept', 'application/zip'),
    file('zip slip entry names', 'slip.zip', 'application/zip', zipOf([{ name: '../../../../etc/cron.d/evil', data: utf8('* * * * * root id') }]), 'accept', 'application/zip'),
    file('docx name on a zip bomb', 'bewerbung.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', zipOf([{ name: '[Content_Types].xml', data: Buffer.alloc(4 * 1024 * 1024, 0x20), compress: true }]), 'either'),
    // Truncated media.
    file('PNG signature only', 'bild.png', 'image/png', png.subarray(0, 8), 'either'),
    file('PNG cut in IHDR', 'bild.png', 'image/png', png.subarray(0, 20), 'either'),
    file('JPEG SOI only', 'foto.jpg', 'image/jpeg', hex('ffd8ff'), 'either'),
    file('MP4 ftyp cut', 'video.mp4', 'video/mp4', tinyMp4().subarray(0, 12), 'either'),
    file('WAV header cut', 'ton.wav', 'audio/wav', tinyWav().subarray(0, 12), 'either'),
    file('PDF magic only', 'brief.pdf', 'application/pdf', ascii('%PDF-'), 'either'),
    file('MP3 ID3 header cut', 'ton.mp3', 'audio/mpeg', hex('494433030000'), 'either'),
    file('zip local header cut', 'archiv.zip', 'application/zip', zipOf([{ name: 'a.txt', data: utf8('Hallo') }]).subarray(0, 20), 'either'),
    file('docx cut in half', 'lebenslauf.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', zipOf([{ name: '[Content_Types].xml', data: utf8('<Types/>') }, { name: 'word/document.xml', data: utf8('<w:document/>') }]).subarray(0, 60), 'either'),
    file('WebM EBML header cut', 'aufnahme.webm', 'audio/webm', hex('1a45dfa3'), 'either'),
    // Wrong magic bytes: the name and the declared type are ignored.
    file('Windows executable named .pdf', 'brief.pdf', 'application/pdf', Buffer.concat([ascii('MZ'), Buffer.alloc(58), hex('80000000'), Buffer.alloc(64), ascii('PE\0\0'), noise(200, 1)]), 'reject'),
    file('ELF binary named .png', 'bild.png', 'image/png', Buffer.concat([hex('7f454c46020101'), noise(100, 2)]), 'reject'),
    file('random bytes named .jpg', 'foto.jpg', 'image/jpeg', noise(2048, 3), 'reject'),
    file('GIF named .png', 'bild.png', 'image/png', tinyGif(), 'reject'),
    file('WebP named .jpg', 'foto.jpg', 'image/jpeg', Buffer.concat([ascii('RIFF'), hex('24000000'), ascii('WEBPVP8 '), noise(28, 4)]), 'reject'),
    file('BMP named .png', 'bild.png', 'image/png', Buffer.concat([ascii('BM'), hex('3a000000 00000000 36000000 28000000 01000000 01000000 0100 1800'), Buffer.alloc(30)]), 'reject'),
    file('TIFF named .jpg', 'foto.jpg', 'image/jpeg', Buffer.concat([hex('49492a0008000000'), noise(64, 5)]), 'reject'),
    file('Java class named .docx', 'text.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', Buffer.concat([hex('cafebabe00000034'), noise(64, 6)]), 'reject'),
    file('7z named .zip', 'archiv.zip', 'application/zip', Buffer.concat([hex('377abcaf271c0004'), noise(64, 7)]), 'reject'),
    file('RAR named .zip', 'archiv.zip', 'application/zip', Buffer.concat([ascii('Rar!\x1a\x07\x01\x00'), noise(64, 8)]), 'reject'),
    file('gzip named .txt', 'notiz.txt', 'text/plain', gzipSync(utf8('Hallo')), 'reject'),
    file('Flash SWF named .mp4', 'video.mp4', 'video/mp4', Buffer.concat([ascii('FWS'), hex('0a'), noise(64, 9)]), 'reject'),
    file('ICO named .png', 'bild.png', 'image/png', Buffer.concat([hex('00000100010010100000010020006804000016000000'), noise(64, 10)]), 'reject'),
    file('Mach-O named .key', 'vortrag.key', 'application/vnd.apple.keynote', Buffer.concat([hex('cffaedfe07000001'), noise(64, 11)]), 'reject'),
    file('shell script named .png', 'bild.png', 'image/png', utf8('#!/bin/sh\nrm -rf /\n'), 'accept', 'text/plain'),
    // Hostile names on harmless content: stored under a cleaned name, never as a path.
    file('NUL in the name', 'bild\0.php.png', 'image/png', png, 'accept', 'image/png'),
    file('../ in the name', '../../../etc/passwd', 'text/plain', utf8('root:x:0:0'), 'accept', 'text/plain'),
    file('..\\ in the name', '..\\..\\windows\\win.ini', 'text/plain', utf8('[fonts]'), 'accept', 'text/plain'),
    file('name is ..', '..', 'image/png', png, 'accept', 'image/png'),
    file('name over 255 bytes (ASCII)', `${'a'.repeat(300)}.png`, 'image/png', png, 'accept', 'image/png'),
    file('name over 255 bytes (umlauts)', `${'ä'.repeat(200)}.png`, 'image/png', png, 'accept', 'image/png'),
    file('name over 255 bytes (emoji)', `${'😀'.repeat(100)}.png`, 'image/png', png, 'accept', 'image/png'),
    file('right-to-left override', 'rechnung\u202Egnp.exe', 'image/png', png, 'accept', 'image/png'),
    file('bidi isolates in the name', 'foto\u2067gpj.exe\u2069.png', 'image/png', png, 'accept', 'image/png'),
    file('control characters in the name', 'a\x01\x1b[31mrot\x7f.png', 'image/png', png, 'accept', 'image/png'),
    file('empty name', '', 'image/png', png, 'either'),
    file('quotes and semicolons in the name', 'a"; filename="evil.html.png', 'image/png', png, 'either'),
    // Sizes.
    file('empty file', 'leer.txt', 'text/plain', Buffer.alloc(0), 'reject'),
    file('50 MB + 1 byte', 'gross.png', 'image/png', Buffer.concat([png, Buffer.alloc(MAX_FILE_BYTES + 1 - png.length)]), 'reject'),
    // Harmless controls: the fuzz suite must also see the allow-list being accepted.
    file('real WAV', 'ton.wav', 'audio/wav', tinyWav(), 'accept', 'audio/wav'),
    file('real MP4', 'video.mp4', 'video/mp4', tinyMp4(), 'either'),
  ];
}

/** A multipart body from raw pieces, with `\r\n` line ends unless told otherwise. */
function rawBody(boundary: string, parts: string[], options: { closing?: boolean; eol?: string } = {}): Buffer {
  const eol = options.eol ?? '\r\n';
  const pieces = parts.map((part) => `--${boundary}${eol}${part}${eol}`);
  return utf8(`${pieces.join('')}${options.closing === false ? '' : `--${boundary}--${eol}`}`);
}

const fieldPart = (name: string, value: string, eol = '\r\n') => `Content-Disposition: form-data; name="${name}"${eol}${eol}${value}`;
const filePart = (name: string, filename: string, content: string, eol = '\r\n') =>
  `Content-Disposition: form-data; name="${name}"; filename="${filename}"${eol}Content-Type: text/plain${eol}${eol}${content}`;

function fieldsOf(target: UploadTarget, eol?: string): string[] {
  return Object.entries(target.fields).map(([name, value]) => fieldPart(name, value, eol));
}

const raw = (label: string, build: HostileRequest['build']): HostileRequest => ({ kind: 'raw', label, build, expected: 'stores-nothing' });
const multipartHeader = (boundary: string) => ({ 'content-type': `multipart/form-data; boundary=${boundary}` });

/** Requests whose multipart framing is broken. */
function brokenRequests(): HostileRequest[] {
  const text = 'Hallo Welt';
  return [
    raw('no boundary parameter', (target) => ({
      headers: { 'content-type': 'multipart/form-data' },
      payload: rawBody('x1', [...fieldsOf(target), filePart(target.fileField, 'a.txt', text)]),
    })),
    raw('body boundary differs from header', (target) => ({
      headers: multipartHeader('kopf'),
      payload: rawBody('koerper', [...fieldsOf(target), filePart(target.fileField, 'a.txt', text)]),
    })),
    raw('no closing boundary', (target) => ({
      headers: multipartHeader('b2'),
      payload: rawBody('b2', [...fieldsOf(target), filePart(target.fileField, 'a.txt', text)], { closing: false }),
    })),
    raw('body cut inside the file', (target) => {
      const payload = rawBody('b3', [...fieldsOf(target), filePart(target.fileField, 'a.txt', text.repeat(100))]);
      return { headers: multipartHeader('b3'), payload: payload.subarray(0, payload.length - 400) };
    }),
    raw('boundary of 200 characters', (target) => ({
      headers: multipartHeader('b'.repeat(200)),
      payload: rawBody('b'.repeat(200), [...fieldsOf(target), filePart(target.fileField, 'a.txt', text)], { closing: false }),
    })),
    raw('bare LF line ends', (target) => ({
      headers: multipartHeader('b4'),
      payload: rawBody('b4', [...fieldsOf(target, '\n'), filePart(target.fileField, 'a.txt', text, '\n')], { eol: '\n', closing: false }),
    })),
    raw('two file parts', (target) => ({
      headers: multipartHeader('b5'),
      payload: rawBody('b5', [...fieldsOf(target), filePart(target.fileField, 'a.txt', text), filePart(target.fileField, 'b.txt', text)]),
    })),
    raw('file part under another name only', (target) => ({
      headers: multipartHeader('b6'),
      payload: rawBody('b6', [...fieldsOf(target), filePart(`${target.fileField}x`, 'a.txt', text)]),
    })),
    raw('part header line of 100 KB', (target) => ({
      headers: multipartHeader('b7'),
      payload: rawBody('b7', [...fieldsOf(target), `X-Fuell: ${'x'.repeat(100_000)}\r\n${filePart(target.fileField, 'a.txt', text)}`]),
    })),
    raw('body ends right after the file part headers', (target) => {
      const payload = rawBody('b17', [...fieldsOf(target), filePart(target.fileField, 'a.txt', '')], { closing: false });
      return { headers: multipartHeader('b17'), payload: payload.subarray(0, payload.length - 2) };
    }),
    raw('NUL in a text field', (target) => ({
      headers: multipartHeader('b18'),
      payload: rawBody('b18', [fieldPart(Object.keys(target.fields)[0] ?? 'notiz', 'Hallo\0Welt'), filePart(target.fileField, 'a.txt', text)]),
    })),
    raw('multipart header on a JSON body', () => ({ headers: multipartHeader('b8'), payload: utf8('{"description":"Hallo"}') })),
    raw('empty body', () => ({ headers: multipartHeader('b9'), payload: Buffer.alloc(0) })),
    raw('only the closing boundary', () => ({ headers: multipartHeader('b10'), payload: utf8('--b10--\r\n') })),
    raw('part without Content-Disposition', (target) => ({
      headers: multipartHeader('b11'),
      payload: rawBody('b11', [...fieldsOf(target), `Content-Type: image/png\r\n\r\n${text}`]),
    })),
    raw('100 text fields', (target) => ({
      headers: multipartHeader('b12'),
      payload: rawBody('b12', [
        ...fieldsOf(target),
        ...Array.from({ length: 100 }, (_, index) => fieldPart(`feld${index}`, 'x')),
        filePart(target.fileField, 'a.txt', text),
      ]),
    })),
    raw('text field of 200 KB, no file', (target) => ({
      headers: multipartHeader('b13'),
      payload: rawBody('b13', [...fieldsOf(target), fieldPart('lang', 'x'.repeat(200_000))]),
    })),
    raw('multipart/mixed declared', (target) => ({
      headers: { 'content-type': 'multipart/mixed; boundary=b14' },
      payload: rawBody('b14', [...fieldsOf(target), filePart(target.fileField, 'a.txt', text)]),
    })),
    raw('1 MB of garbage before the first boundary', (target) => ({
      headers: multipartHeader('b15'),
      payload: Buffer.concat([noise(1024 * 1024, 12), rawBody('b15', [...fieldsOf(target)])]),
    })),
    raw('CRLF injected into the file name', (target) => ({
      headers: multipartHeader('b16'),
      payload: rawBody('b16', [...fieldsOf(target), filePart(target.fileField, 'a.txt"\r\nContent-Type: text/html\r\n\r\n<script>', HTML_SCRIPT)]),
    })),
  ];
}

/** The whole curated corpus: at least 50 hostile files plus broken requests. */
export function hostileUploads(): HostileUpload[] {
  return [...hostileFiles(), ...brokenRequests()];
}

/** A multipart request carrying one hostile file in the route's file field. */
export function hostileRequest(entry: HostileUpload, target: UploadTarget) {
  if (entry.kind === 'raw') return entry.build(target);
  const boundary = '----berufswahlFuzz7d3f';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(target.fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${target.fileField}"; filename="${entry.filename}"\r\nContent-Type: ${entry.declaredType}\r\n\r\n`),
    entry.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(chunks) };
}
