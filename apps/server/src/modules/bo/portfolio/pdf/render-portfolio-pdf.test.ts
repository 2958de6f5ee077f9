import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioDocument, PortfolioImage, PortfolioItem } from './portfolio-document';
import { renderPortfolioPdf } from './render-portfolio-pdf';
import { encodePng, imageFromBytes, TINY_JPEG } from './testing/sample-images';

const POPPLER = '/usr/bin';
const hasPoppler = existsSync(path.join(POPPLER, 'pdftotext'));
if (!hasPoppler) {
  console.warn('render-portfolio-pdf.test: pdftotext (poppler-utils) fehlt – die Textprüfungen werden übersprungen.');
}

const STORY_TEXT = 'Im Praktikum in der Bäckerei habe ich gelernt, früh aufzustehen. Das „Brötchen-Team“ war großartig – wir haben über 500 Stück gebacken.';
const PROFILE = 'Ich heiße Jürgen und möchte Mechatroniker werden.\n\nIn meiner Freizeit repariere ich Fahrräder.';
const CV_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

function documentWith(items: PortfolioItem[], overrides: Partial<PortfolioDocument> = {}): PortfolioDocument {
  return {
    student: { displayName: 'Jürgen Weiß', schoolName: 'Gesamtschule Am Bärenbach' },
    profile: PROFILE,
    generatedAt: new Date('2026-11-27T10:00:00Z'),
    items,
    ...overrides,
  };
}

/** One item of every kind, in an order that is not the order of the kinds. */
function everyKind(): PortfolioItem[] {
  return [
    { kind: 'internship', companyName: 'Bäckerei Groß', fieldOfWork: 'Lebensmittel', startsOn: '2026-03-02', endsOn: '2026-03-13', confirmation: { confirmedAt: new Date('2026-03-20T09:00:00Z'), confirmedBy: 'Frau Schäfer' } },
    { kind: 'story', createdAt: new Date('2026-03-05T10:00:00Z'), text: STORY_TEXT, hashtags: ['Praktikum', 'Bäckerei'], image: imageFromBytes(TINY_JPEG, 'image/jpeg', 'Brötchen auf dem Blech') },
    { kind: 'answer', stationTitle: 'Stärken entdecken', taskTitle: 'Was kann ich gut?', answer: 'Ich kann gut zuhören.', answeredAt: new Date('2026-02-01T10:00:00Z') },
    { kind: 'strengths', scaleMax: 5, rows: [{ label: 'Teamfähigkeit', self: 4, teachers: 3.5, supervisor: 4.25 }] },
    { kind: 'file', fileName: 'Lebenslauf.pdf', mimeType: 'application/pdf', byteSize: CV_PDF.length, open: async () => Readable.from([CV_PDF]) },
    { kind: 'file', fileName: 'Zeugnis.png', mimeType: 'image/png', byteSize: 3000, image: imageFromBytes(encodePng({ width: 120, height: 160, alpha: true }), 'image/png', 'Zeugnis') },
  ];
}

function collector(): { sink: Writable; bytes: () => Buffer } {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { sink, bytes: () => Buffer.concat(chunks) };
}

async function render(document: PortfolioDocument): Promise<Buffer> {
  const { sink, bytes } = collector();
  await renderPortfolioPdf(document, sink);
  return bytes();
}

let workDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'portfolio-pdf-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** Runs a poppler tool on the PDF and returns what it prints. */
async function poppler(tool: string, pdf: Buffer, args: string[] = []): Promise<string> {
  const file = path.join(workDir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const result = spawnSync(path.join(POPPLER, tool), [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  // poppler reports syntax errors of a damaged PDF on stderr and still answers.
  expect(result.stderr).toBe('');
  return result.stdout;
}

/** Asserts that each of `parts` occurs in `text`, in this order (line breaks count as spaces). */
function expectInOrder(extracted: string, parts: string[]): void {
  const text = extracted.normalize('NFC').replace(/\s+/g, ' ');
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    expect(at, `„${part}“ after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
}

function expectValidPdf(pdf: Buffer): void {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-6).toString('latin1').trim()).toBe('%%EOF');
}

describe('renderPortfolioPdf', () => {
  describe('when the portfolio holds an item of every kind', () => {
    let pdf: Buffer;
    beforeAll(async () => {
      pdf = await render(documentWith(everyKind()));
    });

    it('writes a complete PDF', () => {
      expectValidPdf(pdf);
    });

    it.skipIf(!hasPoppler)('shows cover, contents, the profile, the story with its umlauts and every section in the order of first appearance', async () => {
      const text = await poppler('pdftotext', pdf);
      expectInOrder(text, [
        'BEWERBUNGSMAPPE',
        'Jürgen Weiß',
        'Gesamtschule Am Bärenbach',
        'Stand: 27. November 2026',
        'Inhalt',
        'Über mich',
        'Praktika',
        'Meine Stories',
        'Mein Weg',
        'Meine Stärken',
        'Dokumente',
        'Seite 2 von',
        'Über mich',
        'Ich heiße Jürgen und möchte Mechatroniker werden.',
        'In meiner Freizeit repariere ich Fahrräder.',
        'Seite 3 von',
        'Praktika',
        'Bäckerei Groß',
        'Zeitraum: 2. März 2026 bis 13. März 2026',
        'Von der Schule bestätigt: Frau Schäfer, am 20. März 2026',
        'Meine Stories',
        'Story vom 5. März 2026',
        'Das „Brötchen-Team“ war großartig – wir haben über 500 Stück gebacken.',
        '#Praktikum',
        'Mein Weg',
        'Was kann ich gut?',
        'Ich kann gut zuhören.',
        'Meine Stärken',
        'Kompetenz',
        'Teamfähigkeit',
        '3,5',
        'Dokumente',
        'Zeugnis.png',
        'Anlagen',
        'Lebenslauf.pdf – PDF-Dokument, 77 Byte (in dieser PDF-Datei angehängt)',
      ]);
      const pages = Number(/Pages:\s+(\d+)/.exec(await poppler('pdfinfo', pdf))?.[1]);
      expectInOrder(text, [`Seite ${pages} von ${pages}`]);
    });

    it.skipIf(!hasPoppler)('is a tagged A4 PDF with its title and only embedded fonts', async () => {
      const info = await poppler('pdfinfo', pdf);
      expect(info).toMatch(/Tagged:\s+yes/);
      expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
      expect(info).toContain('Title:           Bewerbungsmappe von Jürgen Weiß');
      const fonts = (await poppler('pdffonts', pdf)).split('\n').slice(2).filter((line) => line.trim());
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) expect(font, font).toMatch(/NotoSans.*\byes\s+yes\s+yes\b/);
    });

    it.skipIf(!hasPoppler)('embeds the photos without scaling them up and attaches the PDF file', async () => {
      const images = (await poppler('pdfimages', pdf, ['-list'])).split('\n').slice(2).filter((line) => line.trim().split(/\s+/)[2] === 'image');
      expect(images).toHaveLength(2);
      for (const image of images) {
        const ppi = Number(image.trim().split(/\s+/)[12]);
        expect(ppi, image).toBeGreaterThanOrEqual(96);
      }
      expect(await poppler('pdfdetach', pdf, ['-list'])).toContain('Lebenslauf.pdf');
    });

    it('marks the document as German', () => {
      expect(pdf.toString('latin1')).toMatch(/\/Lang \(de-DE\)/);
    });
  });

  it.skipIf(!hasPoppler)('renders cover, contents and profile when nothing is chosen', async () => {
    const pdf = await render(documentWith([]));
    expectValidPdf(pdf);
    expect(await poppler('pdfinfo', pdf)).toMatch(/Pages:\s+3\b/);
    expectInOrder(await poppler('pdftotext', pdf), ['Jürgen Weiß', 'Inhalt', 'Über mich', 'Über mich', 'In meiner Freizeit', 'Seite 3 von 3']);
  });

  it.skipIf(!hasPoppler)('prints „Foto nicht verfügbar“ for a photo that cannot be opened and goes on', async () => {
    const failing: PortfolioImage = {
      mimeType: 'image/jpeg',
      byteSize: 1000,
      altText: 'weg',
      open: async () => {
        throw new Error('storage object missing');
      },
    };
    const pdf = await render(
      documentWith([
        { kind: 'story', createdAt: new Date('2026-03-05T10:00:00Z'), text: 'Mit Foto.', hashtags: [], image: failing },
        { kind: 'story', createdAt: new Date('2026-03-06T10:00:00Z'), text: 'Danach geht es weiter.', hashtags: [] },
      ]),
    );
    expectValidPdf(pdf);
    expectInOrder(await poppler('pdftotext', pdf), ['Mit Foto.', 'Foto nicht verfügbar', 'Danach geht es weiter.']);
  });

  it.skipIf(!hasPoppler)('prints the placeholder for a photo stream that breaks off and for a PNG that pdfkit could not decode', async () => {
    const breaking: PortfolioImage = {
      mimeType: 'image/jpeg',
      byteSize: 1000,
      altText: 'bricht ab',
      open: async () =>
        new Readable({
          read() {
            this.destroy(new Error('connection reset'));
          },
        }),
    };
    // An alpha PNG with an unknown scanline filter (png-js, inside pdfkit, would throw in a zlib callback).
    const brokenPng = imageFromBytes(encodePng({ width: 8, height: 8, alpha: true, filter: 9 }), 'image/png', 'kaputt');
    const notAJpeg = imageFromBytes(Buffer.from('GIF89a and more'), 'image/jpeg', 'falsch');
    const pdf = await render(
      documentWith([
        { kind: 'story', createdAt: new Date('2026-03-05T10:00:00Z'), text: 'Eins.', hashtags: [], image: breaking },
        { kind: 'story', createdAt: new Date('2026-03-06T10:00:00Z'), text: 'Zwei.', hashtags: [], image: brokenPng },
        { kind: 'story', createdAt: new Date('2026-03-07T10:00:00Z'), text: 'Drei.', hashtags: [], image: notAJpeg },
      ]),
    );
    expectValidPdf(pdf);
    expectInOrder(await poppler('pdftotext', pdf), ['Eins.', 'Foto nicht verfügbar', 'Zwei.', 'Foto nicht verfügbar', 'Drei.', 'Foto nicht verfügbar']);
  });

  it.skipIf(!hasPoppler)('streams a photo whose stream breaks off after its head as a placeholder, and the PDF stays sound', async () => {
    const breaksAfterHead: PortfolioImage = {
      mimeType: 'image/jpeg',
      byteSize: 50_000,
      altText: 'halb',
      open: async () =>
        Readable.from(
          (async function* () {
            yield TINY_JPEG;
            throw new Error('connection reset');
          })(),
        ),
    };
    const pdf = await render(documentWith([{ kind: 'story', createdAt: new Date('2026-03-05T10:00:00Z'), text: 'Halbes Foto.', hashtags: [], image: breaksAfterHead }]));
    expectValidPdf(pdf);
    expectInOrder(await poppler('pdftotext', pdf), ['Halbes Foto.', 'Foto nicht verfügbar']);
    expect((await poppler('pdfimages', pdf, ['-list'])).split('\n').slice(2).filter((line) => line.trim())).toHaveLength(0);
  });

  it.skipIf(!hasPoppler)('places palette PNGs, with and without transparency, and 16-bit-free RGB PNGs as they are', async () => {
    const pdf = await render(
      documentWith([
        { kind: 'story', createdAt: new Date('2026-03-05T10:00:00Z'), text: 'Palette.', hashtags: [], image: imageFromBytes(encodePng({ width: 40, height: 30, palette: {} }), 'image/png', 'Palette') },
        { kind: 'story', createdAt: new Date('2026-03-06T10:00:00Z'), text: 'Palette mit Transparenz.', hashtags: [], image: imageFromBytes(encodePng({ width: 40, height: 30, palette: { transparent: true } }), 'image/png', 'Transparent') },
        { kind: 'story', createdAt: new Date('2026-03-07T10:00:00Z'), text: 'Rauschen.', hashtags: [], image: imageFromBytes(encodePng({ width: 300, height: 200, noise: true }), 'image/png', 'Rauschen') },
      ]),
    );
    expectValidPdf(pdf);
    const images = (await poppler('pdfimages', pdf, ['-list'])).split('\n').slice(2).filter((line) => line.trim());
    expect(images.map((line) => line.trim().split(/\s+/).slice(2, 6).join(' '))).toEqual([
      'image 40 30 index',
      'image 40 30 index',
      'smask 40 30 gray',
      'image 300 200 rgb',
    ]);
    expect(await poppler('pdftotext', pdf)).not.toContain('Foto nicht verfügbar');
  });

  it('opens the photos one at a time and closes each', async () => {
    let open = 0;
    let mostOpen = 0;
    let closed = 0;
    const tracked = (bytes: Buffer): PortfolioImage => ({
      mimeType: 'image/png',
      byteSize: bytes.length,
      altText: 'Foto',
      open: async () => {
        open += 1;
        mostOpen = Math.max(mostOpen, open);
        const stream = Readable.from([bytes]);
        stream.once('close', () => {
          open -= 1;
          closed += 1;
        });
        return stream;
      },
    });
    const png = encodePng({ width: 64, height: 48 });
    const items: PortfolioItem[] = Array.from({ length: 5 }, (_, index) => ({
      kind: 'story',
      createdAt: new Date('2026-03-05T10:00:00Z'),
      text: `Story ${index + 1}`,
      hashtags: [],
      image: tracked(png),
    }));
    expectValidPdf(await render(documentWith(items, { student: { displayName: 'A', schoolName: 'B', photo: tracked(png) } })));
    expect(mostOpen).toBe(1);
    expect(closed).toBe(6);
  });

  it('rejects when the output fails, and stops reading photos', async () => {
    let opened = 0;
    const image: PortfolioImage = {
      mimeType: 'image/png',
      byteSize: 0,
      altText: 'Foto',
      open: async () => {
        opened += 1;
        return Readable.from([encodePng({ width: 300, height: 300, noise: true })]);
      },
    };
    const items: PortfolioItem[] = Array.from({ length: 20 }, () => ({ kind: 'story', createdAt: new Date(), text: 'x', hashtags: [], image }));
    let written = 0;
    const failing = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.length;
        done(written > 300_000 ? new Error('client went away') : undefined);
      },
    });
    await expect(renderPortfolioPdf(documentWith(items), failing)).rejects.toThrow('client went away');
    expect(opened).toBeLessThan(20);
    expect(failing.destroyed).toBe(true);
  });

  it('leaves out emoji, which the font cannot print', async () => {
    const pdf = await render(documentWith([], { profile: 'Ich liebe Fußball ⚽️ und Musik 🎵. 👍🏽 © Jürgen' }));
    expectValidPdf(pdf);
    if (!hasPoppler) return;
    expect(await poppler('pdftotext', pdf)).toContain('Ich liebe Fußball und Musik. © Jürgen');
  });
});
