import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as delay } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import type {
  PortfolioAnswerItem,
  PortfolioDocument,
  PortfolioFileItem,
  PortfolioImage,
  PortfolioInternshipItem,
  PortfolioItem,
  PortfolioStoryItem,
  PortfolioStrengthsItem,
} from './portfolio-document';
import {
  describeFileKind,
  formatByteSize,
  formatCalendarDay,
  formatDate,
  formatRating,
  PORTFOLIO_PDF_TEXTS as TEXTS,
} from './portfolio-pdf-texts';
import { openPng, type PdfkitImage } from './png-image';
import { closeStream, openStreamedJpeg, openStreamedPng, type StreamedPhoto } from './streamed-photo';

/*
 * The portfolio as a designed A4 PDF (issue 18, decision 237), written with pdfkit as it is laid
 * out: photos are opened one at a time and flow from their stream into the PDF (streamed-photo.ts),
 * and the renderer waits whenever the reader of `output` falls behind, so the server holds a
 * photo's head, a chunk and a few pages of text at a time, whatever the portfolio's size
 * (bench/portfolio-pdf.bench.ts).
 */

type Pdf = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

const MARGINS = { top: 64, bottom: 72, left: 64, right: 64 };
const COLOURS = { ink: '#1a1a1a', accent: '#1b4f84', muted: '#4a4a4a', rule: '#b5c3d3', band: '#e6edf5' };
const FONT_SIZES = { small: 9, body: 11, subheading: 13.5, heading: 21, title: 30 };
const LINE_GAP = 2.5;

/** A photo's pixels shown as on a screen (96 per inch, 0.75 pt each) at most: scaled down to fit, never up. */
const POINTS_PER_PIXEL = 0.75;
/** How much of the PDF may wait for a slow reader before the renderer pauses. */
const BACKLOG_LIMIT_BYTES = 1024 * 1024;
/** A photo larger than the upload limit is not read at all. */
const IMAGE_MAX_BYTES = 50_000 * 1024;
/** Attached files are held in memory once while they are written; larger PDFs are listed, not attached. */
const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
const PLACEHOLDER_SIZE = { width: 220, height: 60 };

const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  italic: '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;

let fontBytes: Promise<Record<FontName, Buffer>> | undefined;

/** Noto Sans (OFL), read once per process: Latin, Greek and Cyrillic, so every pupil's name prints. */
function loadFonts(): Promise<Record<FontName, Buffer>> {
  fontBytes ??= (async () => {
    const require = createRequire(import.meta.url);
    const [regular, bold, italic] = await Promise.all(
      [FONT_FILES.regular, FONT_FILES.bold, FONT_FILES.italic].map((file) => readFile(require.resolve(file))),
    );
    return { regular: regular!, bold: bold!, italic: italic! };
  })();
  fontBytes.catch(() => {
    fontBytes = undefined;
  });
  return fontBytes;
}

/*
 * Emoji and other pictographs have no glyph in a text font and would print as empty boxes; they
 * are left out (with their joiners and variation selectors) – but not ©, ® and ™, which count as
 * pictographs and which the font has. Control characters are dropped too.
 */
const PICTOGRAPHS = /[ \t]*(?:(?![\u00A9\u00AE\u2122])\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0E}|\u{FE0F}|\u{200D}|\u{20E3})+/gu;
const CONTROL_CHARACTERS = /(?![\n\t])\p{Cc}/gu;

function printable(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(PICTOGRAPHS, '').replace(CONTROL_CHARACTERS, '');
}

function paragraphsOf(text: string): string[] {
  return printable(text)
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

interface Section {
  kind: 'profile' | PortfolioItem['kind'];
  title: string;
  destination: string;
  firstPage: number;
}

/**
 * What the renderer tracks while the PDF flows out: the reader's failure stops the layout; one
 * buffer that every photo is read into in turn. pdfkit copies a photo's bytes when it writes the
 * image, so the buffer is free again once the photo is placed – reusing it leaves no photo-sized
 * garbage behind, which V8 would otherwise collect only after tens of megabytes.
 */
interface Flow {
  failure: unknown;
  photoBuffer: Buffer;
}

/**
 * Writes the portfolio as a PDF to `output` and resolves once all of it is written. Rejects when
 * `output` fails (e.g. the client went away) or the layout fails; the PDF stream is then
 * destroyed together with `output`, and the photo being read is closed. A photo that cannot be
 * read or is broken prints „Foto nicht verfügbar“ instead: one lost file does not cost the
 * student the whole Bewerbungsmappe. When the fonts cannot be loaded it rejects before writing
 * anything, and `output` is left to the caller.
 */
export async function renderPortfolioPdf(document: PortfolioDocument, output: Writable): Promise<void> {
  const fonts = await loadFonts();
  const displayName = printable(document.student.displayName);
  const pdf = new PDFDocument({
    size: 'A4',
    margins: MARGINS,
    autoFirstPage: false,
    // Page numbers („Seite X von Y“) and the contents list are written once the last page is
    // known. Buffered pages hold only their text and drawing operators; photos and fonts are
    // written to the stream when they are placed.
    bufferPages: true,
    tagged: true,
    lang: 'de-DE',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: TEXTS.documentTitle(displayName),
      Author: displayName,
      Subject: TEXTS.documentKind,
      Creator: 'berufswahl',
      CreationDate: document.generatedAt,
    },
  });
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  pdf.registerFont('italic', fonts.italic);
  pdf.font('regular');

  const flow: Flow = { failure: undefined, photoBuffer: Buffer.alloc(0) };
  const written = pipeline(pdf, output);
  written.catch((error: unknown) => {
    flow.failure = error ?? new Error('Die PDF-Datei konnte nicht geschrieben werden.');
  });

  try {
    await layOutPortfolio(pdf, document, displayName, flow);
    pdf.end();
  } catch (error) {
    pdf.destroy(error instanceof Error ? error : new Error(String(error)));
    await written.catch(() => undefined);
    throw error;
  }
  await written;
}

async function layOutPortfolio(pdf: Pdf, document: PortfolioDocument, displayName: string, flow: Flow): Promise<void> {
  const sections = sectionsOf(document.items);

  pdf.addPage();
  await layOutCover(pdf, document, displayName, flow);

  pdf.addPage();
  const contentsPage = pdf.bufferedPageRange().count - 1;
  const contents = pdf.struct('Sect');
  pdf.addStructure(contents);

  for (const section of sections) {
    pdf.addPage();
    section.firstPage = pdf.bufferedPageRange().count;
    const element = pdf.struct('Sect');
    pdf.addStructure(element);
    heading(pdf, element, 'H2', section.title, { destination: section.destination });
    pdf.outline.addItem(section.title);
    if (section.kind === 'profile') {
      paragraphs(pdf, element, document.profile, TEXTS.profileEmpty);
    } else {
      await layOutItems(pdf, element, section.kind, document.items, flow);
    }
    element.end();
    await flowed(pdf, flow);
  }

  pdf.switchToPage(contentsPage);
  layOutContents(pdf, contents, sections);
  contents.end();

  numberPages(pdf, displayName);
}

function sectionsOf(items: readonly PortfolioItem[]): Section[] {
  const kinds: PortfolioItem['kind'][] = [];
  for (const item of items) if (!kinds.includes(item.kind)) kinds.push(item.kind);
  return [
    { kind: 'profile', title: TEXTS.profile, destination: 'profil', firstPage: 0 },
    ...kinds.map((kind) => ({ kind, title: TEXTS.sections[kind], destination: `abschnitt-${kind}`, firstPage: 0 })),
  ];
}

async function layOutCover(pdf: Pdf, document: PortfolioDocument, displayName: string, flow: Flow): Promise<void> {
  decorate(pdf, () => {
    pdf.rect(0, 0, pdf.page.width, 14).fill(COLOURS.accent);
    pdf.rect(0, pdf.page.height - 14, pdf.page.width, 14).fill(COLOURS.accent);
  });
  const cover = pdf.struct('Sect');
  pdf.addStructure(cover);
  pdf.y = 150;
  text(pdf, cover, 'P', TEXTS.documentKind.toUpperCase(), { font: 'bold', size: FONT_SIZES.body, colour: COLOURS.accent, characterSpacing: 2 });
  pdf.moveDown(0.6);
  text(pdf, cover, 'H1', displayName, { font: 'bold', size: FONT_SIZES.title, colour: COLOURS.ink });
  pdf.moveDown(0.4);
  text(pdf, cover, 'P', printable(document.student.schoolName), { font: 'regular', size: FONT_SIZES.subheading, colour: COLOURS.ink });
  pdf.moveDown(0.3);
  text(pdf, cover, 'P', TEXTS.asOf(formatDate(document.generatedAt)), { font: 'regular', size: FONT_SIZES.body, colour: COLOURS.muted });
  if (document.student.photo) {
    pdf.moveDown(2);
    await figure(pdf, cover, document.student.photo, TEXTS.photoOf(displayName), { maxWidth: 220, maxHeight: 300 }, flow);
  }
  cover.end();
}

function layOutContents(pdf: Pdf, contents: Struct, sections: readonly Section[]): void {
  pdf.x = MARGINS.left;
  pdf.y = MARGINS.top;
  heading(pdf, contents, 'H2', TEXTS.contents);
  const list = pdf.struct('TOC');
  contents.add(list);
  const width = contentWidth(pdf);
  for (const section of sections) {
    const top = pdf.y;
    const entry = pdf.struct('TOCI');
    list.add(entry);
    entry.add(
      pdf.struct('Link', {}, () => {
        style(pdf, { font: 'regular', size: FONT_SIZES.subheading, colour: COLOURS.ink });
        pdf.text(section.title, MARGINS.left, top, { width: width - 60, goTo: section.destination, lineBreak: false });
      }),
    );
    entry.add(
      pdf.struct('Reference', {}, () => {
        pdf.text(String(section.firstPage), MARGINS.left + width - 60, top, { width: 60, align: 'right', lineBreak: false });
      }),
    );
    entry.end();
    pdf.y = top + pdf.currentLineHeight(true) + 10;
    decorate(pdf, () => {
      pdf
        .moveTo(MARGINS.left, pdf.y - 5)
        .lineTo(MARGINS.left + width, pdf.y - 5)
        .lineWidth(0.5)
        .strokeColor(COLOURS.rule)
        .stroke();
    });
  }
  list.end();
}

async function layOutItems(pdf: Pdf, section: Struct, kind: PortfolioItem['kind'], items: readonly PortfolioItem[], flow: Flow): Promise<void> {
  switch (kind) {
    case 'story':
      for (const item of items) if (item.kind === 'story') await layOutStory(pdf, section, item, flow);
      return;
    case 'answer':
      for (const item of items) if (item.kind === 'answer') layOutAnswer(pdf, section, item);
      return;
    case 'strengths':
      for (const item of items) if (item.kind === 'strengths') layOutStrengths(pdf, section, item);
      return;
    case 'file':
      await layOutFiles(pdf, section, items.filter((item): item is PortfolioFileItem => item.kind === 'file'), flow);
      return;
    case 'internship':
      for (const item of items) if (item.kind === 'internship') layOutInternship(pdf, section, item);
      return;
  }
}

async function layOutStory(pdf: Pdf, section: Struct, story: PortfolioStoryItem, flow: Flow): Promise<void> {
  const element = pdf.struct('Sect');
  section.add(element);
  heading(pdf, element, 'H3', TEXTS.storyHeading(formatDate(story.createdAt)));
  paragraphs(pdf, element, story.text);
  const hashtags = story.hashtags.map((tag) => `#${printable(tag).replace(/^#/, '')}`).join('  ');
  if (hashtags.length > 0) {
    text(pdf, element, 'P', hashtags, { font: 'bold', size: FONT_SIZES.body, colour: COLOURS.accent });
    pdf.moveDown(0.5);
  }
  if (story.image) {
    await figure(pdf, element, story.image, printable(story.image.altText), { maxWidth: contentWidth(pdf), maxHeight: 360 }, flow);
  }
  element.end();
  separator(pdf);
}

function layOutAnswer(pdf: Pdf, section: Struct, answer: PortfolioAnswerItem): void {
  const element = pdf.struct('Sect');
  section.add(element);
  heading(pdf, element, 'H3', printable(answer.taskTitle));
  text(pdf, element, 'P', TEXTS.answerStation(printable(answer.stationTitle), formatDate(answer.answeredAt)), {
    font: 'regular',
    size: FONT_SIZES.small,
    colour: COLOURS.muted,
  });
  pdf.moveDown(0.4);
  paragraphs(pdf, element, answer.answer);
  element.end();
  separator(pdf);
}

type RatingSource = 'self' | 'teachers' | 'supervisor' | 'parents';
const RATING_SOURCES: readonly RatingSource[] = ['self', 'teachers', 'supervisor', 'parents'];

function layOutStrengths(pdf: Pdf, section: Struct, strengths: PortfolioStrengthsItem): void {
  // „Ich“ always; the others only where at least one competence has their rating.
  const sources = RATING_SOURCES.filter((source) => source === 'self' || strengths.rows.some((row) => row[source] !== undefined));
  const width = contentWidth(pdf);
  const padding = 6;
  // Each value column as wide as its heading, so that „Praktikumsbetrieb“ is not split; the
  // competence gets the rest.
  style(pdf, { font: 'bold', size: FONT_SIZES.body, colour: COLOURS.ink });
  const valueColumns = sources.map((source) => ({
    title: TEXTS.strengthsColumns[source],
    width: Math.max(48, Math.ceil(pdf.widthOfString(TEXTS.strengthsColumns[source])) + 2 * padding + 2),
    align: 'center' as const,
  }));
  const labelWidth = width - valueColumns.reduce((sum, column) => sum + column.width, 0);
  const columns = [{ title: TEXTS.strengthsColumns.label, width: labelWidth, align: 'left' as const }, ...valueColumns];

  text(pdf, section, 'P', TEXTS.strengthsCaption(strengths.scaleMax), { font: 'regular', size: FONT_SIZES.small, colour: COLOURS.muted });
  pdf.moveDown(0.6);

  const table = pdf.struct('Table');
  section.add(table);

  const rowHeight = (cells: readonly string[], font: 'regular' | 'bold') => {
    style(pdf, { font, size: FONT_SIZES.body, colour: COLOURS.ink });
    return Math.max(...cells.map((cell, index) => pdf.heightOfString(cell, { width: columns[index]!.width - 2 * padding, lineGap: LINE_GAP }))) + 2 * padding;
  };

  const drawRow = (cells: readonly { text: string; actual?: string }[], cellType: 'TH' | 'TD', shaded: boolean) => {
    const font = cellType === 'TH' ? 'bold' : 'regular';
    const height = rowHeight(
      cells.map((cell) => cell.text),
      font,
    );
    if (pdf.y + height > pageBottom(pdf)) pdf.addPage();
    const top = pdf.y;
    if (shaded) decorate(pdf, () => pdf.rect(MARGINS.left, top, width, height).fill(COLOURS.band));
    const row = pdf.struct('TR');
    table.add(row);
    let left = MARGINS.left;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      const cellLeft = left;
      const options = cell.actual ? { actual: cell.actual } : {};
      row.add(
        pdf.struct(index === 0 && cellType === 'TD' ? 'TH' : cellType, options, () => {
          style(pdf, { font: index === 0 && cellType === 'TD' ? 'regular' : font, size: FONT_SIZES.body, colour: COLOURS.ink });
          pdf.text(cell.text, cellLeft + padding, top + padding, { width: column.width - 2 * padding, align: column.align, lineGap: LINE_GAP });
        }),
      );
      left += column.width;
    });
    row.end();
    decorate(pdf, () => {
      pdf
        .moveTo(MARGINS.left, top + height)
        .lineTo(MARGINS.left + width, top + height)
        .lineWidth(cellType === 'TH' ? 1 : 0.5)
        .strokeColor(cellType === 'TH' ? COLOURS.accent : COLOURS.rule)
        .stroke();
    });
    pdf.x = MARGINS.left;
    pdf.y = top + height;
  };

  drawRow(
    columns.map((column) => ({ text: column.title })),
    'TH',
    false,
  );
  strengths.rows.forEach((rating, index) => {
    drawRow(
      [
        { text: printable(rating.label) },
        ...sources.map((source) => {
          const value = rating[source];
          return value === undefined ? { text: '–', actual: TEXTS.noRating } : { text: formatRating(value) };
        }),
      ],
      'TD',
      index % 2 === 1,
    );
  });
  table.end();
  pdf.moveDown(1);
}

async function layOutFiles(pdf: Pdf, section: Struct, files: readonly PortfolioFileItem[], flow: Flow): Promise<void> {
  for (const file of files) {
    if (!file.image) continue;
    // As tall as fits below the section heading and its own, so a scan starts on the first page.
    const box = { maxWidth: contentWidth(pdf), maxHeight: pageBottom(pdf) - MARGINS.top - 120 };
    const prepared = await prepareFigure(pdf, file.image, printable(file.image.altText), box, flow);
    const element = pdf.struct('Sect');
    section.add(element);
    heading(pdf, element, 'H3', printable(file.fileName), { keepWith: prepared.height + 8 });
    await placeFigure(pdf, element, prepared, flow);
    element.end();
    separator(pdf);
  }

  const attachments = files.filter((file) => !file.image);
  if (attachments.length === 0) return;
  const element = pdf.struct('Sect');
  section.add(element);
  heading(pdf, element, 'H3', TEXTS.attachments);
  const list = pdf.struct('L');
  element.add(list);
  for (const file of attachments) {
    const note = await attach(pdf, file, flow);
    const line = TEXTS.attachmentLine(printable(file.fileName), describeFileKind(file.mimeType), formatByteSize(file.byteSize));
    const item = pdf.struct('LI');
    list.add(item);
    ensureRoom(pdf, 2 * FONT_SIZES.body);
    const top = pdf.y;
    item.add(
      pdf.struct('Lbl', {}, () => {
        style(pdf, { font: 'regular', size: FONT_SIZES.body, colour: COLOURS.accent });
        pdf.text('•', MARGINS.left, top, { width: 14, lineBreak: false });
      }),
    );
    item.add(
      pdf.struct('LBody', {}, () => {
        style(pdf, { font: 'regular', size: FONT_SIZES.body, colour: COLOURS.ink });
        pdf.text(note ? `${line} (${note})` : line, MARGINS.left + 14, top, { width: contentWidth(pdf) - 14, lineGap: LINE_GAP });
      }),
    );
    item.end();
    pdf.x = MARGINS.left;
    pdf.moveDown(0.4);
  }
  list.end();
  element.end();
}

/** Embeds a PDF the student chose as an attachment of this PDF; returns the note for the list. */
async function attach(pdf: Pdf, file: PortfolioFileItem, flow: Flow): Promise<string | undefined> {
  if (!file.open || file.mimeType !== 'application/pdf') return undefined;
  if (file.byteSize > ATTACHMENT_MAX_BYTES) return TEXTS.notAttachedTooLarge;
  const bytes = await readAll(file.open, ATTACHMENT_MAX_BYTES, file.byteSize);
  if (!bytes || !bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) return TEXTS.notAttachedUnavailable;
  // A PDF is compressed inside already; deflating it again would cost a second copy in memory
  // for nothing. pdfkit decides per object when it is created, so compression is off for this one.
  const compressing = (pdf as Pdf & { compress: boolean }).compress;
  (pdf as Pdf & { compress: boolean }).compress = false;
  try {
    pdf.file(bytes, { name: printable(file.fileName), type: 'application/pdf', description: printable(file.fileName) });
  } finally {
    (pdf as Pdf & { compress: boolean }).compress = compressing;
  }
  await flowed(pdf, flow);
  return TEXTS.attachedInThisPdf;
}

function layOutInternship(pdf: Pdf, section: Struct, internship: PortfolioInternshipItem): void {
  const element = pdf.struct('Sect');
  section.add(element);
  heading(pdf, element, 'H3', printable(internship.companyName));
  const lines = [
    TEXTS.fieldOfWork(printable(internship.fieldOfWork)),
    TEXTS.period(formatCalendarDay(internship.startsOn), formatCalendarDay(internship.endsOn)),
  ];
  if (internship.confirmation) {
    lines.push(TEXTS.confirmed(printable(internship.confirmation.confirmedBy), formatDate(internship.confirmation.confirmedAt)));
  }
  for (const line of lines) text(pdf, element, 'P', line, { font: 'regular', size: FONT_SIZES.body, colour: COLOURS.ink });
  element.end();
  separator(pdf);
}

// ---------------------------------------------------------------------------------------------
// Photos

interface FigureBox {
  maxWidth: number;
  maxHeight: number;
}

/** A photo whose size is known and whose bytes are still to be written; none when it is unusable. */
interface PreparedFigure {
  photo: StreamedPhoto | undefined;
  altText: string;
  width: number;
  height: number;
}

/**
 * Opens one photo, only now, reads its head and works out its size on the page: scaled down to
 * fit the box, never up. A photo that cannot be opened or read gets the placeholder's size.
 */
async function prepareFigure(pdf: Pdf, image: PortfolioImage, altText: string, box: FigureBox, flow: Flow): Promise<PreparedFigure> {
  const photo = await openPhoto(pdf, image, flow);
  if (flow.failure) {
    await photo?.close();
    throw flow.failure;
  }
  if (!photo) return { photo: undefined, altText, width: Math.min(box.maxWidth, PLACEHOLDER_SIZE.width), height: PLACEHOLDER_SIZE.height };
  const turned = photo.orientation > 4;
  const naturalWidth = (turned ? photo.height : photo.width) * POINTS_PER_PIXEL;
  const naturalHeight = (turned ? photo.width : photo.height) * POINTS_PER_PIXEL;
  const scale = Math.min(1, box.maxWidth / naturalWidth, box.maxHeight / naturalHeight);
  return { photo, altText, width: naturalWidth * scale, height: naturalHeight * scale };
}

/**
 * JPEGs and PNGs without transparency are copied from their stream into the PDF as they are read
 * (streamed-photo.ts); PNGs with transparency are read whole into the flow's photo buffer and
 * decoded (png-image.ts). The announced type decides; the bytes must match it.
 */
async function openPhoto(pdf: Pdf, image: PortfolioImage, flow: Flow): Promise<StreamedPhoto | undefined> {
  if (image.byteSize > IMAGE_MAX_BYTES) return undefined;
  let stream: Readable;
  try {
    stream = await image.open();
  } catch {
    return undefined;
  }
  const opened = await (image.mimeType === 'image/jpeg' ? openStreamedJpeg(pdf, stream) : openStreamedPng(stream));
  if (opened !== 'needsDecoding') {
    if (!opened) await closeStream(stream);
    return opened;
  }
  await closeStream(stream);
  const bytes = await readAll(() => image.open(), IMAGE_MAX_BYTES, image.byteSize, flow);
  const decoded = bytes ? await openPng(bytes) : undefined;
  if (!decoded) return undefined;
  return {
    width: decoded.width,
    height: decoded.height,
    orientation: decoded.orientation,
    // pdfkit writes it when it places it (embed), from the photo buffer.
    write: async () => decoded,
    close: async () => undefined,
  };
}

/** Places a prepared photo (or its placeholder); the photo's bytes are written to the PDF now. */
async function placeFigure(pdf: Pdf, parent: Struct, prepared: PreparedFigure, flow: Flow): Promise<void> {
  const { photo } = prepared;
  let { width, height } = prepared;
  ensureRoom(pdf, height + 8);
  let top = pdf.y;
  let placed: PdfkitImage | undefined;
  try {
    placed = photo ? await photo.write(pdf, () => flowed(pdf, flow)) : undefined;
  } finally {
    await photo?.close();
  }
  if (photo && !placed) {
    // The stream broke off after the head: the placeholder takes its own size, not the photo's.
    ({ width, height } = PLACEHOLDER_SIZE);
    ensureRoom(pdf, height + 8);
    top = pdf.y;
  }
  if (placed) {
    const image = placed;
    parent.add(
      pdf.struct('Figure', { alt: prepared.altText }, () => {
        // The typings know only paths and buffers; pdfkit places any object with its image fields.
        pdf.image(image as unknown as Buffer, MARGINS.left, top, { width, height });
      }),
    );
  } else {
    placeholder(pdf, parent, top, width, height);
  }
  pdf.x = MARGINS.left;
  pdf.y = top + height + 10;
  await flowed(pdf, flow);
}

async function figure(pdf: Pdf, parent: Struct, image: PortfolioImage, altText: string, box: FigureBox, flow: Flow): Promise<void> {
  await placeFigure(pdf, parent, await prepareFigure(pdf, image, altText, box, flow), flow);
}

function placeholder(pdf: Pdf, parent: Struct, top: number, width: number, height: number): void {
  decorate(pdf, () => {
    pdf.rect(MARGINS.left, top, width, height).lineWidth(1).dash(4, { space: 3 }).strokeColor(COLOURS.rule).stroke().undash();
  });
  parent.add(
    pdf.struct('P', {}, () => {
      style(pdf, { font: 'italic', size: FONT_SIZES.body, colour: COLOURS.muted });
      pdf.text(TEXTS.photoUnavailable, MARGINS.left, top + height / 2 - FONT_SIZES.body * 0.7, { width, align: 'center' });
    }),
  );
}

/**
 * Reads a stream into one buffer of at most `maxBytes`; undefined when it cannot be opened, fails,
 * or is larger. The bytes go straight into a buffer of the announced size – the flow's photo
 * buffer when one is given – so that they are held once, not once in chunks and once joined.
 * The stream is closed either way.
 */
async function readAll(open: () => Promise<Readable>, maxBytes: number, expectedBytes = 0, reuse?: Flow): Promise<Buffer | undefined> {
  let stream: Readable | undefined;
  const bufferOf = (size: number, keep: Buffer, keepLength: number) => {
    if (reuse && reuse.photoBuffer.length >= size) return reuse.photoBuffer;
    const grown = Buffer.allocUnsafe(size);
    keep.copy(grown, 0, 0, keepLength);
    if (reuse) reuse.photoBuffer = grown;
    return grown;
  };
  try {
    stream = await open();
    let target = bufferOf(Math.min(Math.max(expectedBytes, 64 * 1024), maxBytes), Buffer.alloc(0), 0);
    let length = 0;
    for await (const chunk of stream) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      if (length + bytes.length > maxBytes) return undefined;
      // More than announced: grow (rare – the size comes from the files module).
      if (length + bytes.length > target.length) target = bufferOf(Math.min(maxBytes, Math.max(2 * target.length, length + bytes.length)), target, length);
      bytes.copy(target, length);
      length += bytes.length;
    }
    return target.subarray(0, length);
  } catch {
    return undefined;
  } finally {
    if (stream) await closeStream(stream);
  }
}

/** Waits while the reader is behind; throws the reader's failure so that the layout stops. */
async function flowed(pdf: Pdf, flow: Flow): Promise<void> {
  // Polled: a reader that is behind takes its time anyway, and pdfkit offers no event for it.
  while (!flow.failure && pdf.readableLength > BACKLOG_LIMIT_BYTES) await delay(5);
  if (flow.failure) throw flow.failure;
}

// ---------------------------------------------------------------------------------------------
// Text and page furniture

interface TextStyle {
  font: 'regular' | 'bold' | 'italic';
  size: number;
  colour: string;
  characterSpacing?: number;
}

function style(pdf: Pdf, textStyle: TextStyle): void {
  pdf.font(textStyle.font).fontSize(textStyle.size).fillColor(textStyle.colour);
}

function contentWidth(pdf: Pdf): number {
  return pdf.page.width - MARGINS.left - MARGINS.right;
}

function pageBottom(pdf: Pdf): number {
  return pdf.page.height - MARGINS.bottom;
}

/** Starts a new page when `height` does not fit; only between structure elements, never inside one. */
function ensureRoom(pdf: Pdf, height: number): void {
  if (pdf.y + height > pageBottom(pdf)) pdf.addPage();
}

/** One block of text as a structure element of `type`; pdfkit carries it over page breaks. */
function text(pdf: Pdf, parent: Struct, type: string, content: string, textStyle: TextStyle): void {
  parent.add(
    pdf.struct(type, {}, () => {
      style(pdf, textStyle);
      pdf.text(content, MARGINS.left, pdf.y, {
        width: contentWidth(pdf),
        lineGap: LINE_GAP,
        ...(textStyle.characterSpacing ? { characterSpacing: textStyle.characterSpacing } : {}),
      });
    }),
  );
}

function paragraphs(pdf: Pdf, parent: Struct, content: string, whenEmpty?: string): void {
  const blocks = paragraphsOf(content);
  if (blocks.length === 0 && whenEmpty) {
    text(pdf, parent, 'P', whenEmpty, { font: 'italic', size: FONT_SIZES.body, colour: COLOURS.muted });
    pdf.moveDown(0.6);
    return;
  }
  for (const block of blocks) {
    text(pdf, parent, 'P', block, { font: 'regular', size: FONT_SIZES.body, colour: COLOURS.ink });
    pdf.moveDown(0.6);
  }
}

/** A heading kept with what follows (two lines of text by default); an H2 may be a target of the contents list. */
function heading(pdf: Pdf, parent: Struct, type: 'H2' | 'H3', title: string, placement: { destination?: string; keepWith?: number } = {}): void {
  const { destination, keepWith = FONT_SIZES.body * 4 } = placement;
  const size = type === 'H2' ? FONT_SIZES.heading : FONT_SIZES.subheading;
  ensureRoom(pdf, size * 2 + keepWith);
  const top = pdf.y;
  parent.add(
    pdf.struct(type, {}, () => {
      style(pdf, { font: 'bold', size, colour: type === 'H2' ? COLOURS.accent : COLOURS.ink });
      pdf.text(title, MARGINS.left, top, { width: contentWidth(pdf), lineGap: LINE_GAP, ...(destination ? { destination } : {}) });
    }),
  );
  if (type === 'H2') {
    decorate(pdf, () => {
      pdf
        .moveTo(MARGINS.left, pdf.y + 2)
        .lineTo(MARGINS.left + 48, pdf.y + 2)
        .lineWidth(3)
        .strokeColor(COLOURS.accent)
        .stroke();
    });
    pdf.moveDown(1);
  } else {
    pdf.moveDown(0.3);
  }
}

function separator(pdf: Pdf): void {
  pdf.moveDown(0.6);
  if (pdf.y + 20 > pageBottom(pdf)) return;
  decorate(pdf, () => {
    pdf
      .moveTo(MARGINS.left, pdf.y)
      .lineTo(MARGINS.left + contentWidth(pdf), pdf.y)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
  });
  pdf.moveDown(1);
}

/** Drawing that carries no meaning: an artifact for screen readers and text extraction. */
function decorate(pdf: Pdf, draw: () => void): void {
  pdf.save();
  pdf.markContent('Artifact', { type: 'Layout' });
  draw();
  pdf.endMarkedContent();
  pdf.restore();
}

/** „Seite X von Y“ on every page but the cover, as pagination artifacts. */
function numberPages(pdf: Pdf, displayName: string): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start + 1; index < start + count; index += 1) {
    pdf.switchToPage(index);
    // Text below the bottom margin would make pdfkit start a new page.
    const bottomMargin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    const baseline = pdf.page.height - 44;
    pdf.save();
    pdf.markContent('Artifact', { type: 'Pagination' });
    style(pdf, { font: 'regular', size: FONT_SIZES.small, colour: COLOURS.muted });
    pdf.text(TEXTS.documentTitle(displayName), MARGINS.left, baseline, { width: contentWidth(pdf) - 100, lineBreak: false, ellipsis: true });
    pdf.text(TEXTS.pageOf(index + 1, count), MARGINS.left + contentWidth(pdf) - 100, baseline, { width: 100, align: 'right', lineBreak: false });
    pdf.endMarkedContent();
    pdf.restore();
    pdf.page.margins.bottom = bottomMargin;
  }
}
