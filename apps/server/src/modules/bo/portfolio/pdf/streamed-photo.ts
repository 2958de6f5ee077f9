import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { PdfkitImage } from './png-image';

/*
 * Photos copied from their stream into the PDF as they are read (decision 237). A JPEG goes into
 * a PDF unchanged (DCTDecode) and a PNG without transparency as its IDAT data (FlateDecode with
 * PNG predictors), so neither has to be in memory as a whole: the renderer reads the head – enough
 * to know the size – places the photo, and this module writes the image object chunk by chunk,
 * waiting for a slow reader between chunks. pdfkit's own images are written from one buffer (and
 * copied once more while written), which leaves two photo-sized buffers behind per photo for the
 * garbage collector; V8 collects such buffers only after tens of megabytes.
 *
 * pdfkit has no public way to write a stream object piece by piece; this uses its document's
 * `ref`, `_write`, `_offset` and `_refEnd` – the calls its own PDFReference makes – and an
 * indirect `/Length` written after the data. Pinned by pdfkit ^0.20 and covered by the tests.
 */

type Pdf = PDFKit.PDFDocument;

/** pdfkit's document as its own PDFReference uses it. */
interface PdfInternals {
  _offset: number;
  _write(data: string | Uint8Array): void;
  _refEnd(ref: unknown): void;
}

type PdfValue = string | number | PdfValue[] | PDFKit.PDFKitReference | { [key: string]: PdfValue };

function isReference(value: unknown): value is PDFKit.PDFKitReference {
  return typeof value === 'object' && value !== null && 'id' in value && 'gen' in value && 'document' in value;
}

/** PDF syntax for the few kinds of values an image dictionary holds; strings are names. */
function serialise(value: PdfValue): string {
  if (typeof value === 'string') return `/${value}`;
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(4);
  if (Array.isArray(value)) return `[${value.map(serialise).join(' ')}]`;
  if (isReference(value)) return `${value.id} ${value.gen} R`;
  return `<<\n${Object.entries(value)
    .map(([key, entry]) => `/${key} ${serialise(entry)}`)
    .join('\n')}\n>>`;
}

/**
 * Writes one stream object whose data comes from `pieces`, and returns it; pdfkit then places it
 * like its own images. `complete` is false when the data broke off: the object is closed with what
 * came (a valid object no page uses) and the caller prints a placeholder instead.
 */
async function writeStreamObject(
  pdf: Pdf,
  dictionary: Record<string, PdfValue>,
  pieces: AsyncIterable<Uint8Array>,
  waitForReader: () => Promise<void>,
): Promise<{ reference: PDFKit.PDFKitReference; complete: boolean }> {
  const internals = pdf as unknown as PdfInternals;
  // The length is known only at the end: an indirect object, written after the data.
  const length = pdf.ref(0);
  const reference = pdf.ref({});
  (reference as unknown as { offset: number }).offset = internals._offset;
  internals._write(`${reference.id} ${reference.gen} obj`);
  internals._write(serialise({ ...dictionary, Length: length }));
  internals._write('stream');
  let written = 0;
  let complete = true;
  try {
    for await (const piece of pieces) {
      internals._write(piece);
      written += piece.length;
      await waitForReader();
    }
  } catch (error) {
    if (error instanceof ReaderFailure) throw error.cause;
    complete = false;
  }
  internals._write('\nendstream');
  internals._write('endobj');
  internals._refEnd(reference);
  (length as unknown as { data: number }).data = written;
  length.end(undefined);
  return { reference, complete };
}

/** The reader of the PDF failed: not the photo's fault, so it must not become a placeholder. */
class ReaderFailure extends Error {}

/** Reads a stream's chunks on demand, with exact reads for headers. */
class ChunkReader {
  private pending: Buffer[] = [];
  private pendingLength = 0;
  private readonly iterator: AsyncIterator<unknown>;

  constructor(readonly stream: Readable) {
    this.iterator = stream[Symbol.asyncIterator]();
  }

  /** The next chunk as it comes (what is left over first); undefined at the end. */
  async next(): Promise<Buffer | undefined> {
    if (this.pending.length > 0) {
      const first = this.pending.shift()!;
      this.pendingLength -= first.length;
      return first;
    }
    const { value, done } = await this.iterator.next();
    if (done) return undefined;
    return Buffer.isBuffer(value) ? value : Buffer.from(value as Uint8Array);
  }

  /** Exactly `count` bytes (a small header); throws at the end of the stream. */
  async read(count: number): Promise<Buffer> {
    while (this.pendingLength < count) {
      const { value, done } = await this.iterator.next();
      if (done) throw new Error('PNG ends early');
      const chunk = Buffer.isBuffer(value) ? value : Buffer.from(value as Uint8Array);
      this.pending.push(chunk);
      this.pendingLength += chunk.length;
    }
    const joined = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    const result = Buffer.from(joined.subarray(0, count));
    const rest = joined.subarray(count);
    this.pending = rest.length > 0 ? [rest] : [];
    this.pendingLength = rest.length;
    return result;
  }

  /** The next `count` bytes in pieces as they come. */
  async *pieces(count: number): AsyncGenerator<Buffer> {
    let missing = count;
    while (missing > 0) {
      const chunk = await this.next();
      if (!chunk) throw new Error('PNG ends early');
      if (chunk.length > missing) {
        this.pending.unshift(chunk.subarray(missing));
        this.pendingLength += chunk.length - missing;
        yield chunk.subarray(0, missing);
        return;
      }
      missing -= chunk.length;
      yield chunk;
    }
  }
}

/** A photo whose head is read: its size is known, the rest is still in its stream. */
export interface StreamedPhoto {
  width: number;
  height: number;
  orientation: number;
  /** Writes the photo into the PDF; undefined when its stream broke off (nothing is placed then). */
  write(pdf: Pdf, waitForReader: () => Promise<void>): Promise<PdfkitImage | undefined>;
  /** Closes the photo's stream and waits until it is closed, before the next photo is opened. */
  close(): Promise<void>;
}

/** Destroys a stream and waits for it to be closed (a file handle given back, an S3 socket freed). */
export async function closeStream(stream: Readable): Promise<void> {
  stream.destroy();
  await finished(stream).catch(() => undefined);
}

/** Lets a failure of `waitForReader` through as such (see ReaderFailure). */
function guarded(waitForReader: () => Promise<void>): () => Promise<void> {
  return async () => {
    try {
      await waitForReader();
    } catch (error) {
      throw new ReaderFailure('reader failed', { cause: error });
    }
  };
}

let imageCount = 0;

function placeable(width: number, height: number, orientation: number, reference: PDFKit.PDFKitReference): PdfkitImage {
  imageCount += 1;
  return { width, height, orientation, label: `S${imageCount}`, obj: reference, embed: () => undefined };
}

const JPEG_HEAD_LIMIT = 2 * 1024 * 1024;

/**
 * Reads the head of a JPEG until its size is known (pdfkit's own parser, run on the head);
 * undefined when the stream is not a JPEG or its frame header is not within the first 2 MiB.
 */
export async function openStreamedJpeg(pdf: Pdf, stream: Readable): Promise<StreamedPhoto | undefined> {
  try {
    return await readJpegHead(pdf, stream);
  } catch {
    return undefined; // the stream failed while its head was read
  }
}

async function readJpegHead(pdf: Pdf, stream: Readable): Promise<StreamedPhoto | undefined> {
  const reader = new ChunkReader(stream);
  // The head grows by doubling, so reading it costs at most twice its size, however it arrives.
  let head = Buffer.alloc(0);
  let headLength = 0;
  let parsed: { width: number; height: number; orientation: number; bits: number; colorSpace: string } | undefined;
  while (!parsed && headLength < JPEG_HEAD_LIMIT) {
    const chunk = await reader.next();
    if (!chunk) return undefined;
    if (headLength + chunk.length > head.length) {
      const grown = Buffer.allocUnsafe(Math.max(64 * 1024, 2 * head.length, headLength + chunk.length));
      head.copy(grown, 0, 0, headLength);
      head = grown;
    }
    chunk.copy(head, headLength);
    headLength += chunk.length;
    if (head[0] !== 0xff || head[1] !== 0xd8) return undefined;
    try {
      // pdfkit's openImage is missing from its typings; on a JPEG it parses up to the frame header.
      parsed = (pdf as Pdf & { openImage(source: Buffer): typeof parsed }).openImage(head.subarray(0, headLength));
      // The colour space comes from the frame header's last byte: without it the header was cut.
      if (!parsed?.colorSpace) parsed = undefined;
    } catch {
      parsed = undefined; // the frame header is not in the head yet
    }
  }
  if (!parsed || !(parsed.width > 0 && parsed.height > 0)) return undefined;
  const { width, height, orientation, bits, colorSpace } = parsed;
  const headBytes = head.subarray(0, headLength);
  return {
    width,
    height,
    orientation,
    async write(target, waitForReader) {
      const dictionary: Record<string, PdfValue> = { Type: 'XObject', Subtype: 'Image', BitsPerComponent: bits, Width: width, Height: height, ColorSpace: colorSpace, Filter: 'DCTDecode' };
      // Adobe's CMYK JPEGs store inverted values, as pdfkit assumes too.
      if (colorSpace === 'DeviceCMYK') dictionary.Decode = [1, 0, 1, 0, 1, 0, 1, 0];
      async function* everything() {
        yield headBytes;
        for (let chunk = await reader.next(); chunk; chunk = await reader.next()) yield chunk;
      }
      const { reference, complete } = await writeStreamObject(target, dictionary, everything(), guarded(waitForReader));
      return complete ? placeable(width, height, orientation, reference) : undefined;
    },
    close: () => closeStream(stream),
  };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Chunks before the pixels are small (palette ≤ 768 bytes); anything huge there is not a photo. */
const PNG_SMALL_CHUNK_LIMIT = 1024 * 1024;

/**
 * Reads a PNG up to its first pixel data. Undefined when it is broken; `needsDecoding` when it
 * has transparency by alpha channel or palette, or is interlaced – those cannot pass through and
 * the renderer reads them whole (png-image.ts).
 */
export async function openStreamedPng(stream: Readable): Promise<StreamedPhoto | 'needsDecoding' | undefined> {
  const reader = new ChunkReader(stream);
  try {
    if (!(await reader.read(8)).equals(PNG_SIGNATURE)) return undefined;
    let header: { width: number; height: number; bits: number; colourType: number; interlaced: boolean } | undefined;
    let palette: Buffer | undefined;
    let transparency: Buffer | undefined;
    let firstDataLength = -1;
    while (firstDataLength < 0) {
      const length = (await reader.read(4)).readUInt32BE(0);
      const type = (await reader.read(4)).toString('latin1');
      if (type === 'IDAT') {
        firstDataLength = length;
        break;
      }
      if (type === 'IEND' || length > PNG_SMALL_CHUNK_LIMIT) return undefined;
      const body = await reader.read(length);
      await reader.read(4); // CRC
      if (type === 'IHDR' && length >= 13) {
        header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), bits: body[8]!, colourType: body[9]!, interlaced: body[12] !== 0 };
      } else if (type === 'PLTE') palette = body;
      else if (type === 'tRNS') transparency = body;
    }
    if (!header || header.width === 0 || header.height === 0) return undefined;
    const { width, height, bits, colourType } = header;
    if (header.interlaced || colourType === 4 || colourType === 6 || (colourType === 3 && transparency)) return 'needsDecoding';
    const allowedBits = colourType === 0 ? [1, 2, 4, 8, 16] : colourType === 2 ? [8, 16] : colourType === 3 ? [1, 2, 4, 8] : [];
    if (!allowedBits.includes(bits)) return undefined;
    if (colourType === 3 && (!palette || palette.length % 3 !== 0 || palette.length === 0)) return undefined;

    return {
      width,
      height,
      orientation: 1,
      async write(target, waitForReader) {
        const dictionary: Record<string, PdfValue> = { Type: 'XObject', Subtype: 'Image', Width: width, Height: height, BitsPerComponent: bits, Filter: 'FlateDecode' };
        // The PNG's own rows, with their filters: the PDF reader undoes them (PNG predictors).
        dictionary.DecodeParms = { Predictor: 15, Colors: colourType === 2 ? 3 : 1, BitsPerComponent: bits, Columns: width };
        if (colourType === 3) {
          const paletteObject = target.ref({});
          paletteObject.end(palette);
          dictionary.ColorSpace = ['Indexed', 'DeviceRGB', palette!.length / 3 - 1, paletteObject];
        } else {
          dictionary.ColorSpace = colourType === 2 ? 'DeviceRGB' : 'DeviceGray';
        }
        if (transparency && colourType === 0 && transparency.length >= 2) {
          const grey = transparency.readUInt16BE(0);
          dictionary.Mask = [grey, grey];
        } else if (transparency && colourType === 2 && transparency.length >= 6) {
          dictionary.Mask = [0, 2, 4].flatMap((offset) => [transparency.readUInt16BE(offset), transparency.readUInt16BE(offset)]);
        }
        async function* pixelData() {
          yield* reader.pieces(firstDataLength);
          await reader.read(4); // CRC
          for (;;) {
            const length = (await reader.read(4)).readUInt32BE(0);
            const type = (await reader.read(4)).toString('latin1');
            if (type === 'IEND') return;
            if (type === 'IDAT') yield* reader.pieces(length);
            else for await (const skipped of reader.pieces(length)) void skipped;
            await reader.read(4); // CRC
          }
        }
        const { reference, complete } = await writeStreamObject(target, dictionary, pixelData(), guarded(waitForReader));
        return complete ? placeable(width, height, 1, reference) : undefined;
      },
      close: () => closeStream(stream),
    };
  } catch {
    return undefined;
  }
}
