import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { looksLikePlainText, sniffMimeType } from './file-sniffer';
import { parseRange } from './files.service';
import { pdfBytes, pngBytes, zipBytes } from './files.test-support';

let dir: string;
async function sniff(content: Buffer | string, name: string, declared = 'application/octet-stream') {
  const file = path.join(dir, `probe-${Math.random().toString(16).slice(2)}`);
  await writeFile(file, content);
  return sniffMimeType(file, name, declared);
}

/** The first bytes of a WebM (EBML header with doc type "webm"), as MediaRecorder writes it. */
const WEBM = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102', 'hex');

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'berufswahl-sniff-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('sniffMimeType', () => {
  it('trusts the content over the name and the declared type', async () => {
    expect(await sniff(pngBytes(), 'foto.pdf', 'application/pdf')).toBe('image/png');
    expect(await sniff(zipBytes(), 'bild.png', 'image/png')).toBe('application/zip');
    expect(await sniff(pdfBytes(), 'x.txt', 'text/plain')).toBe('application/pdf');
  });

  it('uses the name only where the content cannot tell: iWork packages are zips', async () => {
    expect(await sniff(zipBytes(), 'Referat.key')).toBe('application/vnd.apple.keynote');
    expect(await sniff(zipBytes(), 'Bericht.pages')).toBe('application/vnd.apple.pages');
    expect(await sniff(zipBytes(), 'Tabelle.numbers')).toBe('application/vnd.apple.numbers');
  });

  it('treats a WebM recording declared as audio as audio/webm, and as video otherwise', async () => {
    expect(await sniff(WEBM, 'aufnahme.webm', 'audio/webm;codecs=opus')).toBe('audio/webm');
    expect(await sniff(WEBM, 'film.webm', 'video/webm')).toBe('video/webm');
  });

  it('calls UTF-8 text without control characters plain text, and binary garbage nothing', async () => {
    expect(await sniff('Grüße aus der 8a!\nZeile 2\t✓', 'notiz.txt', 'text/plain')).toBe('text/plain');
    expect(await sniff(Buffer.from([0, 1, 2, 3, 250, 251, 252]), 'daten.txt', 'text/plain')).toBeNull();
  });
});

describe('looksLikePlainText', () => {
  it('tolerates a multi-byte character cut off at the end of the probe, not inside a complete file', () => {
    const cut = Buffer.from('Grü', 'utf8').subarray(0, 3);
    expect(looksLikePlainText(cut, false)).toBe(true);
    expect(looksLikePlainText(cut, true)).toBe(false);
    expect(looksLikePlainText(new Uint8Array(), true)).toBe(false);
  });
});

describe('parseRange', () => {
  it.each([
    [undefined, null],
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=90-', { start: 90, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=50-500', { start: 50, end: 99 }],
    ['bytes=100-', 'invalid'],
    ['bytes=9-3', 'invalid'],
    ['bytes=-', 'invalid'],
    ['items=0-1', 'invalid'],
  ])('reads %s of a 100-byte file as %j', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });
});
