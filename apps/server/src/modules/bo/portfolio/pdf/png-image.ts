import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createDeflate, createInflate } from 'node:zlib';

/*
 * PNGs for the portfolio PDF without png-js (decision 237). pdfkit opens PNGs with png-js, which
 * copies the compressed pixels byte by byte into a JavaScript array (a 5 MB photo costs ~40 MB of
 * heap and seconds) and decodes pictures with transparency in a zlib callback that *throws* on
 * broken data – an uncaught exception, the whole server down, from a file a student uploaded.
 *
 * So the renderer reads PNGs here: the chunks are located in the buffer as it is (no copy but the
 * joined IDAT), a picture without transparency is handed to the PDF as it is (the PDF reader
 * undoes the PNG row filters: Predictor 15), and one with an alpha channel or palette
 * transparency is decoded as a stream, row by row, into colour and alpha, each compressed again
 * as it comes. pdfkit gets an object it can place like its own images (width, height,
 * orientation, label, embed). Interlaced PNGs (rare in photos and screenshots) are not read here;
 * the renderer prints its placeholder for them.
 */

/** What pdfkit's `image()` needs of an opened image. */
export interface PdfkitImage {
  width: number;
  height: number;
  orientation: number;
  label: string;
  obj: PDFKit.PDFKitReference | undefined;
  embed(pdf: PDFKit.PDFDocument): void;
}

interface PngHeader {
  width: number;
  height: number;
  bits: number;
  colourType: number;
  interlaced: boolean;
}

interface PngChunks {
  header: PngHeader;
  palette: Buffer | undefined;
  transparency: Buffer | undefined;
  data: Buffer[];
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const ALLOWED_BITS: Record<number, readonly number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

/** Finds the chunks of a PNG; undefined when it is not a PNG this module can place. */
function readChunks(bytes: Buffer): PngChunks | undefined {
  if (bytes.length < 8 + 25 || !bytes.subarray(0, 8).equals(SIGNATURE)) return undefined;
  let header: PngHeader | undefined;
  let palette: Buffer | undefined;
  let transparency: Buffer | undefined;
  const data: Buffer[] = [];
  let position = 8;
  while (position + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(position);
    const type = bytes.toString('latin1', position + 4, position + 8);
    const start = position + 8;
    const end = start + length;
    if (end + 4 > bytes.length) return undefined;
    const body = bytes.subarray(start, end);
    if (type === 'IHDR' && length >= 13) {
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        bits: body[8]!,
        colourType: body[9]!,
        interlaced: body[12] !== 0,
      };
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') transparency = body;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    position = end + 4;
  }
  if (!header || data.length === 0) return undefined;
  const channels = CHANNELS[header.colourType];
  if (!channels || !ALLOWED_BITS[header.colourType]!.includes(header.bits)) return undefined;
  if (header.width === 0 || header.height === 0 || header.width > 100_000 || header.height > 100_000) return undefined;
  if (header.colourType === 3 && (!palette || palette.length % 3 !== 0)) return undefined;
  return { header, palette, transparency, data };
}

/** Undoes the PNG row filters (RFC 2083, 6), one row at a time. */
function unfilterRow(filter: number, row: Buffer, previous: Buffer, bytesPerPixel: number): boolean {
  switch (filter) {
    case 0:
      return true;
    case 1:
      for (let i = bytesPerPixel; i < row.length; i += 1) row[i] = (row[i]! + row[i - bytesPerPixel]!) & 0xff;
      return true;
    case 2:
      for (let i = 0; i < row.length; i += 1) row[i] = (row[i]! + previous[i]!) & 0xff;
      return true;
    case 3:
      for (let i = 0; i < row.length; i += 1) {
        const left = i >= bytesPerPixel ? row[i - bytesPerPixel]! : 0;
        row[i] = (row[i]! + ((left + previous[i]!) >> 1)) & 0xff;
      }
      return true;
    case 4:
      for (let i = 0; i < row.length; i += 1) {
        const left = i >= bytesPerPixel ? row[i - bytesPerPixel]! : 0;
        const up = previous[i]!;
        const upLeft = i >= bytesPerPixel ? previous[i - bytesPerPixel]! : 0;
        const estimate = left + up - upLeft;
        const toLeft = Math.abs(estimate - left);
        const toUp = Math.abs(estimate - up);
        const toUpLeft = Math.abs(estimate - upLeft);
        const predictor = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
        row[i] = (row[i]! + predictor) & 0xff;
      }
      return true;
    default:
      return false;
  }
}

/** A writable that collects what a deflate stream produces. */
function compressor(): { input: ReturnType<typeof createDeflate>; done: Promise<Buffer> } {
  const input = createDeflate({ level: 6 });
  const chunks: Buffer[] = [];
  const done = pipeline(
    input,
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    }),
  ).then(() => Buffer.concat(chunks));
  return { input, done };
}

async function write(stream: Writable, bytes: Buffer): Promise<void> {
  if (!stream.write(bytes)) await new Promise<void>((resolve) => stream.once('drain', resolve));
}

/**
 * Decodes the rows as a stream and splits them into 8-bit colour and alpha (as pdfkit does: of
 * 16-bit samples the high byte), each deflated as it comes. For a palette picture only the alpha
 * is made; its colour stays the PNG's own data.
 */
async function splitAlpha(chunks: PngChunks): Promise<{ colour?: Buffer; alpha: Buffer } | undefined> {
  const { width, height, bits, colourType } = chunks.header;
  const channels = CHANNELS[colourType]!;
  const rowLength = Math.ceil((width * channels * bits) / 8);
  const bytesPerPixel = Math.max(1, (channels * bits) / 8);
  const sampleBytes = bits === 16 ? 2 : 1;
  const colourChannels = colourType === 3 ? 0 : channels - 1;
  const colour = colourType === 3 ? undefined : compressor();
  const alpha = compressor();
  const table = chunks.transparency ?? Buffer.alloc(0);

  // Two row buffers (filter byte + row), swapped: the row just decoded is the next one's „previous“.
  let previous = Buffer.alloc(rowLength + 1);
  let current = Buffer.alloc(rowLength + 1);
  let filled = 0;
  let rows = 0;
  let broken = false;
  const colourRow = Buffer.alloc(width * colourChannels);
  const alphaRow = Buffer.alloc(width);

  const splitRow = async () => {
    const row = current.subarray(1);
    if (!unfilterRow(current[0]!, row, previous.subarray(1), bytesPerPixel)) {
      broken = true;
      return;
    }
    if (colourType === 3) {
      const perByte = 8 / bits;
      const mask = (1 << bits) - 1;
      for (let x = 0; x < width; x += 1) {
        const index = bits === 8 ? row[x]! : (row[Math.floor(x / perByte)]! >> ((perByte - 1 - (x % perByte)) * bits)) & mask;
        alphaRow[x] = index < table.length ? table[index]! : 255;
      }
    } else {
      for (let x = 0, source = 0, target = 0; x < width; x += 1) {
        for (let channel = 0; channel < colourChannels; channel += 1, source += sampleBytes) colourRow[target++] = row[source]!;
        alphaRow[x] = row[source]!;
        source += sampleBytes;
      }
      // Copies: the deflate stream may still hold the chunk when the row buffer is reused.
      await write(colour!.input, Buffer.from(colourRow));
    }
    await write(alpha.input, Buffer.from(alphaRow));
    [previous, current] = [current, previous];
    rows += 1;
  };

  const rowsOut = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      void (async () => {
        let offset = 0;
        while (offset < chunk.length && rows < height && !broken) {
          const take = Math.min(chunk.length - offset, current.length - filled);
          chunk.copy(current, filled, offset, offset + take);
          filled += take;
          offset += take;
          if (filled === current.length) {
            await splitRow();
            filled = 0;
          }
        }
        callback(broken ? new Error('unknown PNG filter') : undefined);
      })().catch(callback);
    },
  });

  try {
    await pipeline(Readable.from(chunks.data), createInflate(), rowsOut);
    colour?.input.end();
    alpha.input.end();
    if (broken || rows < height) throw new Error('PNG rows missing');
    const [colourBytes, alphaBytes] = await Promise.all([colour?.done, alpha.done]);
    return colourBytes ? { colour: colourBytes, alpha: alphaBytes } : { alpha: alphaBytes };
  } catch {
    colour?.input.destroy();
    alpha.input.destroy();
    await Promise.allSettled([colour?.done, alpha.done]);
    return undefined;
  }
}

let imageCount = 0;

/**
 * Opens a PNG for pdfkit without png-js; undefined when it is broken, interlaced or of a kind
 * this module does not place (the renderer then prints its placeholder).
 */
export async function openPng(bytes: Buffer): Promise<PdfkitImage | undefined> {
  const chunks = readChunks(bytes);
  if (!chunks || chunks.header.interlaced) return undefined;
  const { width, height, bits, colourType } = chunks.header;
  const hasAlphaChannel = colourType === 4 || colourType === 6;
  const hasPaletteAlpha = colourType === 3 && chunks.transparency !== undefined;
  const split = hasAlphaChannel || hasPaletteAlpha ? await splitAlpha(chunks) : undefined;
  if ((hasAlphaChannel || hasPaletteAlpha) && !split) return undefined;
  imageCount += 1;

  const image: PdfkitImage = {
    width,
    height,
    orientation: 1,
    label: `P${imageCount}`,
    obj: undefined,
    embed(pdf) {
      if (image.obj) return;
      const colourSpace = (): unknown => {
        if (colourType === 3) {
          const palette = pdf.ref({});
          palette.end(chunks.palette);
          return ['Indexed', 'DeviceRGB', chunks.palette!.length / 3 - 1, palette];
        }
        return colourType === 2 || colourType === 6 ? 'DeviceRGB' : 'DeviceGray';
      };
      const data: Record<string, unknown> = { Type: 'XObject', Subtype: 'Image', Width: width, Height: height, Filter: 'FlateDecode', ColorSpace: colourSpace() };
      if (split?.colour) {
        data.BitsPerComponent = 8;
      } else {
        // The PNG's own rows, with their filters: the PDF reader undoes them (PNG predictors).
        data.BitsPerComponent = bits;
        const parameters = pdf.ref({ Predictor: 15, Colors: colourType === 2 ? 3 : 1, BitsPerComponent: bits, Columns: width });
        parameters.end(undefined);
        data.DecodeParms = parameters;
      }
      if (split) {
        const mask = pdf.ref({ Type: 'XObject', Subtype: 'Image', Width: width, Height: height, BitsPerComponent: 8, Filter: 'FlateDecode', ColorSpace: 'DeviceGray', Decode: [0, 1] });
        mask.end(split.alpha);
        data.SMask = mask;
      } else if (chunks.transparency && colourType === 0 && chunks.transparency.length >= 2) {
        const grey = chunks.transparency.readUInt16BE(0);
        data.Mask = [grey, grey];
      } else if (chunks.transparency && colourType === 2 && chunks.transparency.length >= 6) {
        const rgb = [0, 2, 4].map((offset) => chunks.transparency!.readUInt16BE(offset));
        data.Mask = rgb.flatMap((value) => [value, value]);
      }
      const obj = pdf.ref(data);
      image.obj = obj;
      if (split?.colour) {
        obj.end(split.colour);
      } else {
        // The IDAT chunks as they lie in the file's buffer: pdfkit joins them once when it writes.
        for (const chunk of chunks.data) obj.write(chunk);
        obj.end(undefined);
      }
    },
  };
  return image;
}
