import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { openDatabase } from '../../platform/db/client';
import { findFreePort, startServerProcess, type ServerProcess } from '../../test/server-process';
import { signIn } from '../../test/sign-in';
import { createFilesFrontDoor } from './files.front-door';
import { files } from './files.schema';
import { multipartBody, pngBytes } from './files.test-support';

/**
 * Fault tests (issues 7 and 8): the server process is killed with SIGKILL while a 40 MiB upload
 * streams in – at 10 %, 50 % and 90 % of the body – and once the file has reached the store but
 * before its row is committed. After a restart and the cleanup job there is no object without a row, no row
 * without an object, no temporary file, and the storage answer equals the sum of the rows.
 */
let dataDir: string;
let port: number;
let server: ServerProcess | null = null;

const environment = () => ({
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  RATE_LIMIT_UPLOADS: '1000/60',
  LOG_LEVEL: 'error',
});

/** `signIn` drives `app.inject`; this adapter sends the same requests to the child process over HTTP. */
function overHttp(base: string): FastifyInstance {
  const inject = async (options: { method: string; url: string; headers?: Record<string, string>; payload?: string }) => {
    const url = new URL(options.url, base);
    const response = await fetch(`${base}${url.pathname}${url.search}`, {
      method: options.method,
      headers: options.headers,
      body: options.payload,
      redirect: 'manual',
    });
    const body = await response.text();
    const headers: Record<string, string | string[]> = Object.fromEntries(response.headers);
    headers['set-cookie'] = response.headers.getSetCookie();
    return { statusCode: response.status, headers, body, json: () => JSON.parse(body) as unknown };
  };
  return { inject } as unknown as FastifyInstance;
}

/** Where the server is killed: after this share of the body, or once the file has reached the store (before its row commits). */
type KillPoint = number | 'after-store';

const UPLOAD_BYTES = 40 * 1024 * 1024;

/** Streams an upload in chunks and kills the server at `killPoint`. */
async function uploadAndKill(token: string, killPoint: KillPoint): Promise<void> {
  const body = multipartBody([{ field: 'file', filename: `abbruch-${killPoint}.png`, contentType: 'image/png', content: pngBytes(UPLOAD_BYTES) }]);
  const target = server!;
  const objectsDir = path.join(dataDir, 'objects', 'files');
  const objectsBefore = new Set(await readdir(objectsDir).catch(() => [] as string[]));
  await new Promise<void>((resolve) => {
    const outgoing = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/files/v1/me/files',
      headers: { ...body.headers, authorization: `Bearer ${token}`, 'content-length': String(body.payload.length) },
    });
    outgoing.on('error', () => resolve());
    outgoing.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve());
    });
    const chunk = 256 * 1024;
    const killAt = killPoint === 'after-store' ? body.payload.length : Math.floor(body.payload.length * killPoint);
    let offset = 0;
    // The object is moved into the store inside the upload's transaction: killing the moment it
    // appears hits the window between "file written" and "row committed".
    const killOnceStored = async () => {
      for (;;) {
        const names = await readdir(objectsDir).catch(() => [] as string[]);
        if (names.some((name) => !objectsBefore.has(name))) break;
        await new Promise((wait) => setImmediate(wait));
      }
      target.child.kill('SIGKILL');
    };
    const writeNext = () => {
      if (offset >= killAt) {
        if (killPoint === 'after-store') {
          outgoing.end();
          void killOnceStored();
        } else {
          target.child.kill('SIGKILL');
        }
        return;
      }
      const end = Math.min(offset + chunk, killAt);
      outgoing.write(body.payload.subarray(offset, end), () => setTimeout(writeNext, 2));
      offset = end;
    };
    writeNext();
  });
  await target.exited;
  server = null;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-files-fault-'));
  port = await findFreePort();
});
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('SIGKILL during uploads', () => {
  it('leaves no orphan object, no orphan row and no quota drift after restart and cleanup', async () => {
    server = await startServerProcess(environment(), { port });
    const { accessToken } = await signIn(overHttp(server.url), { username: 'schueler' });
    const kept = multipartBody([{ field: 'file', filename: 'bleibt.png', contentType: 'image/png', content: pngBytes(1000) }]);
    const first = await fetch(`${server.url}/api/files/v1/me/files`, {
      method: 'POST',
      headers: { ...kept.headers, authorization: `Bearer ${accessToken}` },
      body: kept.payload,
    });
    expect(first.status).toBe(201);

    for (const killPoint of [0.1, 0.5, 0.9, 'after-store'] as const) {
      server ??= await startServerProcess(environment(), { port });
      await uploadAndKill(accessToken, killPoint);
    }

    // Restart: the database recovers from the kill on opening (as main.ts opens it), and the
    // cleanup job runs as it would an hour later.
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const database = await openDatabase({ dataDir });
    try {
      const front = createFilesFrontDoor({ config, db: database.db });
      // The kills really left half-written uploads behind (or the test would prove nothing).
      expect((await readdir(path.join(dataDir, 'tmp', 'uploads')).catch(() => [])).length).toBeGreaterThanOrEqual(1);
      const report = await front.cleanUpOrphans(new Date(Date.now() + 2 * 60 * 60 * 1000));
      expect(report.rowsWithoutObject).toEqual([]);
      const rows = await database.db.select({ key: files.storageKey, size: files.sizeBytes }).from(files);
      const objects = (await readdir(path.join(dataDir, 'objects', 'files')).catch(() => [] as string[])).map((name) => `files/${name}`);
      expect(objects.sort()).toEqual(rows.map((row) => row.key).sort());
      expect(await readdir(path.join(dataDir, 'tmp', 'uploads')).catch(() => [])).toEqual([]);
      const [sum] = await database.db.select({ total: sql<number>`coalesce(sum(${files.sizeBytes}), 0)::bigint`.mapWith(Number) }).from(files);
      const userUuid = (await database.db.select({ owner: files.ownerUuid }).from(files).limit(1))[0]!.owner;
      const info = await front.storageInfoOf(userUuid);
      expect(info.used_space + info.system_used_space + info.trashcan_used_space + info.system_trashcan_used_space).toBe(sum?.total);
      expect(rows.map((row) => row.size)).toContain(1000);
    } finally {
      await database.close();
    }
  }, 600_000);
});
