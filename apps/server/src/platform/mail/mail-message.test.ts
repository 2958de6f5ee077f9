import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileTransport } from './file-transport';
import { decodeQuotedPrintable, encodeHeaderValue, encodeQuotedPrintable, formatMessage, parseMessage } from './mail-message';

describe('encodeQuotedPrintable', () => {
  it('keeps lines at most 76 characters long and decodes back to the text', () => {
    const text = `Grüße aus Köln – ${'sehr lang '.repeat(30)}\nzweite Zeile = gleich \nEnde`;
    const encoded = encodeQuotedPrintable(text);
    for (const line of encoded.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
    expect(decodeQuotedPrintable(encoded)).toBe(text);
  });
});

describe('encodeHeaderValue', () => {
  it('leaves plain ASCII alone and encodes anything else as UTF-8 words', () => {
    expect(encodeHeaderValue('Hallo')).toBe('Hallo');
    const encoded = encodeHeaderValue(`Prüfung ${'ä'.repeat(60)}`);
    expect(encoded).toMatch(/^=\?UTF-8\?B\?/);
    for (const line of encoded.split('\r\n')) expect(line.trim().length).toBeLessThanOrEqual(76);
  });
});

describe('formatMessage', () => {
  it('writes headers and body that read back unchanged', () => {
    const raw = formatMessage({ from: 'a@example.de', to: ['b@example.de'], subject: 'Über', text: 'Zeile 1\nZeile 2' });
    const { headers, text } = parseMessage(raw);
    expect(headers).toMatchObject({ from: 'a@example.de', to: 'b@example.de', subject: 'Über', 'mime-version': '1.0' });
    expect(text).toBe('Zeile 1\nZeile 2');
  });
});

describe('createFileTransport', () => {
  it('writes one complete .eml file per message and nothing else', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'mail-test-'));
    try {
      const sent = await createFileTransport(path.join(folder, 'mail'))
        .send({ from: 'a@example.de', to: ['b@example.de'], subject: 'Test', text: 'Hallo' });
      const files = await readdir(path.join(folder, 'mail'));
      expect(files).toEqual([path.basename(sent.location)]);
      expect(parseMessage(await readFile(sent.location, 'utf8')).text).toBe('Hallo');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
