import { execFileSync } from 'node:child_process';
import { closeSync, constants, openSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { looksLikeMarkup, sniffMimeType, withTimeout, type SniffResult } from './file-sniffer';
import { cleanFileName } from './upload-receiver';

/** Fixes found by the upload fuzzing (issue 8, decision 057). */

/** The detected type, null when refused, 'busy' when the check could not start in time. */
function typeOf(result: SniffResult): string | null {
  if (result.kind === 'busy') return 'busy';
  return result.kind === 'detected' ? result.mimeType : null;
}

let dir: string;
async function sniff(content: Buffer | string, name = 'notiz.txt', declared = 'text/plain') {
  const file = path.join(dir, `probe-${Math.random().toString(16).slice(2)}`);
  await writeFile(file, content);
  return typeOf(await sniffMimeType(file, name, declared));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'berufswahl-sniff-hardening-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('markup is never plain text', () => {
  it.each([
    ['<html><script>alert(1)</script></html>'],
    ['<!DOCTYPE html><p>x</p>'],
    ['\ufeff\r\n  <svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['<?xml version="1.0"?><svg/>'],
    ['<!-- x --><script>alert(1)</script>'],
    ['<iframe src="javascript:alert(1)">'],
  ])('refuses %j', async (content) => {
    expect(looksLikeMarkup(Buffer.from(content))).toBe(true);
    expect(await sniff(content)).toBeNull();
  });

  it('refuses HTML in UTF-16 (which the type detector would call MPEG audio)', async () => {
    const html = Buffer.concat([Buffer.from('fffe', 'hex'), Buffer.from('<html><script>alert(1)</script>', 'utf16le')]);
    expect(await sniff(html, 'notiz.txt')).toBeNull();
  });

  it('keeps text that only mentions a tag later, and text starting with a less-than sign', async () => {
    expect(await sniff('Heute habe ich <html> gelernt.')).toBe('text/plain');
    expect(await sniff('<3 Praktikum')).toBe('text/plain');
  });
});

describe('type detection under a timeout', () => {
  it('gives the fallback when the work takes too long, else the result', async () => {
    expect(await withTimeout(new Promise<string>(() => undefined), 20, null)).toBeNull();
    expect(await withTimeout(Promise.resolve('image/png'), 1_000, null)).toBe('image/png');
  });

  it('answers busy, not refused, when not even the start of the file could be read in time (a FIFO nobody writes to)', async () => {
    const fifo = path.join(dir, 'never');
    execFileSync('mkfifo', [fifo]);
    const started = Date.now();
    expect(await sniffMimeType(fifo, 'x.png', 'image/png', 200)).toEqual({ kind: 'busy' });
    expect(Date.now() - started).toBeLessThan(2_000);
    // Let the blocked reader finish: a writer that opens and closes gives it end-of-file.
    closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK));
  });
});

describe('cleanFileName', () => {
  it('removes bidirectional controls that disguise the extension', () => {
    expect(cleanFileName('rechnung\u202Egnp.exe')).toBe('rechnunggnp.exe');
    expect(cleanFileName('foto\u2067gpj.exe\u2069.png')).toBe('fotogpj.exe.png');
  });

  it('keeps at most 255 UTF-8 bytes from the end without cutting a character', () => {
    const umlauts = cleanFileName(`${'ä'.repeat(200)}.png`);
    expect(Buffer.byteLength(umlauts)).toBeLessThanOrEqual(255);
    expect(umlauts.endsWith('ä.png')).toBe(true);
    const emoji = cleanFileName(`${'😀'.repeat(100)}.png`);
    expect(Buffer.byteLength(emoji)).toBeLessThanOrEqual(255);
    expect(emoji).toMatch(/^(😀)+\.png$/u);
  });

  it('never keeps a path, NUL or a bare dot name', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('bild\0.php.png')).toBe('bild.php.png');
    expect(cleanFileName('..')).toBe('datei');
    expect(cleanFileName('a/.')).toBe('datei');
  });
});
