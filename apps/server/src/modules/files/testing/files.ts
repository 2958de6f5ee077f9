import type { FastifyInstance } from 'fastify';
import { crc32 } from 'node:zlib';

/** A part of a hand-built multipart body. */
export type MultipartPart = { field: string; filename?: string; contentType?: string; content: Buffer | string };

/** A multipart/form-data body as a browser sends it, for `app.inject`. */
export function multipartBody(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----berufswahl${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.field}"; filename="${part.filename}"`
      : `form-data; name="${part.field}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.filename ? `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A PNG signature and header chunk followed by `size` bytes in total (padding after the header). */
export function pngBytes(size = 64): Buffer {
  const head = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
  if (size < head.length) throw new Error('too small for a PNG');
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0)]);
}

/** A real one-entry zip (stored, no compression). */
export function zipBytes(entryName = 'notiz.txt', content = 'Hallo'): Buffer {
  const data = Buffer.from(content);
  const name = Buffer.from(entryName);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/** A minimal PDF header followed by padding up to `size` bytes. */
export function pdfBytes(size = 64): Buffer {
  const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

/** Uploads a PNG of `size` bytes through `POST /api/files/v1/me/files` as `username`; returns the new file's uuid. */
export async function uploadPngAs(
  testApp: { app: FastifyInstance; tokenOf: (username: string) => Promise<string> },
  username: string,
  name: string,
  size = 512,
): Promise<string> {
  const body = multipartBody([{ field: 'file', filename: name, contentType: 'image/png', content: pngBytes(size) }]);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/files/v1/me/files',
    headers: { authorization: `Bearer ${await testApp.tokenOf(username)}`, ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`Upload failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { uuid: string }).uuid;
}
