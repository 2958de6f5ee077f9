import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import type { PortfolioImage } from '../portfolio-document';

/*
 * Pictures for the renderer's tests and bench/portfolio-pdf.bench.ts, made on the spot: no binary
 * files in the repository.
 */

/** A real 24 × 16 baseline JPEG (a colour gradient), 699 bytes. */
export const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAUDBAQEAwUEBAQFBQUGBwwIBwcHBw8LCwkMEQ8SEhEPERETFhwXExQaFRERGCEYGh0dHx8fExciJCIeJBweHx4BBQUFBwYHDggIDh4UERQeHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHv/AABEIABAAGAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AOfs9K6fLX6PjMUfDZfjNjZs9K6fLXymMxR9xl+M2Niz0rp8tfKYzFH2+X4zYt2eldPlr7TGYo/mXL8ZsbNnpXT5a+UxmKPuMvxmxsWeldPlr5TGYo+3y/GbH//Z',
  'base64',
);

/**
 * The tiny JPEG grown to `totalBytes` with application segments of random bytes between its
 * frame header and its scan, where a real photo's bulk (the scan) follows the header too: a valid
 * JPEG of the size of a phone photo. pdfkit and the PDF take JPEG bytes as they are, without
 * decoding them, so for the renderer this is the same work as a photo with that many pixels.
 */
export function paddedJpeg(totalBytes: number): Buffer {
  const scanStart = startOfScan(TINY_JPEG);
  const segments: Buffer[] = [];
  let missing = totalBytes - TINY_JPEG.length;
  while (missing > 4) {
    const payload = Math.min(65_533, missing - 4);
    const segment = Buffer.alloc(4 + payload);
    segment.writeUInt16BE(0xffef, 0); // APP15
    segment.writeUInt16BE(payload + 2, 2);
    randomBytes(payload).copy(segment, 4);
    segments.push(segment);
    missing -= segment.length;
  }
  return Buffer.concat([TINY_JPEG.subarray(0, scanStart), ...segments, TINY_JPEG.subarray(scanStart)]);
}

/** Where the SOS segment begins: the segments before it are walked by their lengths. */
function startOfScan(jpeg: Buffer): number {
  let position = 2;
  while (position + 4 <= jpeg.length) {
    if (jpeg.readUInt16BE(position) === 0xffda) return position;
    position += 2 + jpeg.readUInt16BE(position + 2);
  }
  throw new Error('JPEG without a scan');
}

export interface PngOptions {
  width: number;
  height: number;
  /** RGBA instead of RGB: pdfkit then decodes the picture. */
  alpha?: boolean;
  /** Random pixels (incompressible, as large as a photo) instead of a gradient. */
  noise?: boolean;
  /** Writes this byte as every scanline's filter type: above 4 is invalid. */
  filter?: number;
  /** A palette picture (colour type 3, 8-bit indices) instead; `transparent` gives its first colour alpha 0. */
  palette?: { transparent?: boolean };
}

/** A PNG written by hand: 8 bits per channel, not interlaced, one IDAT chunk. */
export function encodePng({ width, height, alpha = false, noise = false, filter = 0, palette }: PngOptions): Buffer {
  if (palette) return encodePalettePng(width, height, palette.transparent ?? false);
  const channels = alpha ? 4 : 3;
  const rowLength = 1 + width * channels;
  const raw = noise ? randomBytes(rowLength * height) : Buffer.alloc(rowLength * height);
  for (let row = 0; row < height; row += 1) {
    const start = row * rowLength;
    raw[start] = filter;
    if (noise) continue;
    for (let column = 0; column < width; column += 1) {
      const pixel = start + 1 + column * channels;
      raw[pixel] = (column * 255) / Math.max(1, width - 1);
      raw[pixel + 1] = (row * 255) / Math.max(1, height - 1);
      raw[pixel + 2] = 160;
      if (alpha) raw[pixel + 3] = 200;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = alpha ? 6 : 2; // RGBA or RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: noise ? 1 : 6 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function encodePalettePng(width: number, height: number, transparent: boolean): Buffer {
  const raw = Buffer.alloc((1 + width) * height);
  for (let row = 0; row < height; row += 1) {
    for (let column = 0; column < width; column += 1) raw[row * (1 + width) + 1 + column] = (row * width + column) % 256;
  }
  const colours = Buffer.alloc(256 * 3);
  for (let index = 0; index < 256; index += 1) colours.set([index, 255 - index, 128], index * 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 3; // palette
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('PLTE', colours),
    ...(transparent ? [pngChunk('tRNS', Buffer.from([0]))] : []),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

/** A portfolio picture served from memory in chunks of 64 KiB, as the storage drivers stream. */
export function imageFromBytes(bytes: Buffer, mimeType: PortfolioImage['mimeType'], altText: string): PortfolioImage {
  return {
    mimeType,
    byteSize: bytes.length,
    altText,
    open: async () => Readable.from(chunksOf(bytes, 64 * 1024)),
  };
}

function* chunksOf(bytes: Buffer, size: number): Generator<Buffer> {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}
