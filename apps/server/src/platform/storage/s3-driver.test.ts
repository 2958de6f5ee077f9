import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorageDriver, parseS3Url, storageOriginOf } from './index';
import type { StorageDriver } from './storage-driver';

let server: S3rver;
let directory: string;
let storageUrl: string;
let driver: StorageDriver;

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

async function localFile(content: string): Promise<string> {
  const file = path.join(directory, `upload-${Math.random().toString(16).slice(2)}`);
  await writeFile(file, content);
  return file;
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'berufswahl-s3-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(directory, 'store'), configureBuckets: [{ name: 'berufswahl' }] });
  const { port } = await server.run();
  storageUrl = `s3://S3RVER:S3RVER@berufswahl?endpoint=http://127.0.0.1:${port}&region=eu-central-1`;
  driver = createStorageDriver({ storageUrl, dataDir: directory });
});
afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

describe('parseS3Url', () => {
  it('reads bucket, endpoint, region and credentials, path-style for custom endpoints', () => {
    const location = parseS3Url('s3://key:ge%2Fheim@eimer?endpoint=https://s3.example.de&region=de-1');
    expect(location.bucket).toBe('eimer');
    expect(location.client).toMatchObject({ endpoint: 'https://s3.example.de', region: 'de-1', forcePathStyle: true });
    expect(location.client.credentials).toEqual({ accessKeyId: 'key', secretAccessKey: 'ge/heim' });
  });

  it('names the origin browsers load files from (for the Content-Security-Policy)', () => {
    expect(storageOriginOf(undefined)).toBeNull();
    expect(storageOriginOf('file:///srv/objekte')).toBeNull();
    expect(storageOriginOf('s3://eimer?endpoint=https://s3.example.de:9000/')).toBe('https://s3.example.de:9000');
    expect(storageOriginOf('s3://eimer?endpoint=https://s3.example.de&path_style=false')).toBe('https://eimer.s3.example.de');
    expect(storageOriginOf('s3://eimer?region=eu-central-1')).toBe('https://eimer.s3.eu-central-1.amazonaws.com');
  });

  it('refuses a URL without a bucket', () => {
    expect(() => parseS3Url('s3://?endpoint=x')).toThrow(/s3:\/\/bucket/);
  });
});

describe('S3 driver against an S3-compatible server (s3rver)', () => {
  it('stores a file whole, reads it, a range of it, lists and deletes it; the local file is gone', async () => {
    expect(driver.kind).toBe('s3');
    const local = await localFile('Hallo Berufswahl');
    await driver.putFile(local, 'files/a1', { size: 16, contentType: 'text/plain' });
    await expect(readFile(local)).rejects.toThrow();
    expect(await text(await driver.openRead('files/a1'))).toBe('Hallo Berufswahl');
    expect(await text(await driver.openRead('files/a1', { start: 6, end: 15 }))).toBe('Berufswahl');
    expect(await driver.stat('files/a1')).toMatchObject({ key: 'files/a1', size: 16 });
    const listed: string[] = [];
    for await (const object of driver.list('files/')) listed.push(object.key);
    expect(listed).toContain('files/a1');
    await driver.delete('files/a1');
    expect(await driver.stat('files/a1')).toBeNull();
    await driver.delete('files/a1');
  });

  it('hands out a presigned URL that serves the file with the asked-for headers', async () => {
    await driver.putFile(await localFile('%PDF-1.4 kurz'), 'files/b2', { size: 13, contentType: 'application/pdf' });
    const url = await driver.presignedGetUrl('files/b2', {
      filename: 'Lebenslauf Müller.pdf',
      contentType: 'application/pdf',
      disposition: 'attachment',
      expiresSeconds: 60,
    });
    expect(url).toMatch(/X-Amz-Signature=/);
    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('%PDF-1.4 kurz');
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''Lebenslauf%20M%C3%BCller.pdf");
    // Checking the signature is the store's job; s3rver does not check query signatures, so a
    // tampered URL is not tested here (the folder driver's own check is, in files.routes.test.ts).
  });

  it('fails with a StorageError when the bucket does not exist, and removes the local file', async () => {
    const missing = createStorageDriver({ storageUrl: storageUrl.replace('@berufswahl', '@gibtsnicht'), dataDir: directory });
    const local = await localFile('x');
    await expect(missing.putFile(local, 'files/c3', { size: 1, contentType: 'text/plain' })).rejects.toMatchObject({ name: 'StorageError' });
    await expect(readFile(local)).rejects.toThrow();
  });
});
