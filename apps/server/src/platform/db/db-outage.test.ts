import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { TEST_PUBLIC_URL } from '../../test/test-app';
import { signIn } from '../../test/sign-in';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from './client';
import { seedDemoWorld } from './seed/demo-seed';

/**
 * Fault injection (issue 8, decision 035, docs/fault-injection.md): PostgreSQL goes away under load
 * and comes back. The shared PostgreSQL is never touched – a TCP proxy between the app and it is cut
 * (every socket destroyed, new ones dropped at once), which is what a restart looks like to the
 * app. Needs TEST_DATABASE_URL; uses a fresh database of its own.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.warn('database outage test skipped: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres to run it');
}

const CUT_MS = 3_000;
const RECOVERY_LIMIT_MS = 10_000;
const WORKERS = 4;
const STORY_URL = '/api/bo/v1/artefacts/story';
const STORIES_URL = '/api/bo/v1/artefacts/stories';

/** A TCP proxy to PostgreSQL that can be cut (like a restart) and restored. */
async function startCuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let isCut = false;
  const server = net.createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const forget = () => {
      sockets.delete(client);
      sockets.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', forget).on('close', forget);
    upstream.on('error', forget).on('close', forget);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    cut: () => {
      isCut = true;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    restore: () => {
      isCut = false;
    },
    close: async () => {
      isCut = true;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type Outcome = { at: number; status: number; retryAfter?: string; code?: string; uuid?: string; kind: 'write' | 'read' };

describe.skipIf(!serverUrl)('PostgreSQL goes away under load', () => {
  const databaseName = `berufswahl_outage_${randomBytes(6).toString('hex')}`;
  let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const target = new URL(serverUrl!);
    proxy = await startCuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(serverUrl!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    viaProxy.pathname = `/${databaseName}`;
    database = await openDatabase({ databaseUrl: viaProxy.toString(), dataDir: ':memory:' });
    await database.migrate();
    await seedDemoWorld(database.db, { isProduction: false });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'berufswahl-outage-'));
    // Story creation counts against the upload limit; the load here must not be throttled.
    const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: TEST_PUBLIC_URL, WEB_DIST_DIR: '/nonexistent-web-dist', DATA_DIR: dataDir, RATE_LIMIT_UPLOADS: '100000/60' });
    app = await buildApp({ config, database });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
    await proxy?.close();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${databaseName} with (force)`);
    await cleanup.end();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while down, never 500, recovers within 10 s and leaves no partial writes', async () => {
    const { accessToken } = await signIn(app, { username: 'schueler' });
    const authorization = `Bearer ${accessToken}`;
    const outcomes: Outcome[] = [];
    const started = Date.now();
    let isRunning = true;
    let sequence = 0;

    const record = async (kind: Outcome['kind'], send: () => Promise<LightMyRequestResponse>) => {
      const response = await send();
      const body = response.json<{ code?: string; uuid?: string }>();
      outcomes.push({
        at: Date.now() - started,
        status: response.statusCode,
        kind,
        retryAfter: response.headers['retry-after'] as string | undefined,
        code: body.code,
        uuid: body.uuid,
      });
    };
    const worker = async () => {
      while (isRunning) {
        sequence += 1;
        const description = `Ausfall ${sequence} #ausfall`;
        await record('write', () => app.inject({ method: 'POST', url: STORY_URL, headers: { authorization }, payload: { description } }));
        await record('read', () => app.inject({ method: 'GET', url: STORIES_URL, headers: { authorization } }));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const load = Promise.all(Array.from({ length: WORKERS }, worker));

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const cutAt = Date.now() - started;
    proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, CUT_MS));
    const restoredAt = Date.now() - started;
    proxy.restore();
    // Recovered: the first write after the restore that the app answers with success.
    let recoveredAt: number | undefined;
    try {
      await expect
      .poll(
        () => {
          recoveredAt = outcomes.find((outcome) => outcome.at > restoredAt && outcome.kind === 'write' && outcome.status === 201)?.at;
          return recoveredAt !== undefined;
        },
        { timeout: RECOVERY_LIMIT_MS, interval: 100 },
      )
      .toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } finally {
      isRunning = false;
      await load;
      if (process.env.DEBUG_OUTAGE) {
        const timeline = outcomes.map((outcome) => `${outcome.at}:${outcome.kind}:${outcome.status}:${outcome.code ?? ''}`);
        process.stdout.write(`${JSON.stringify({ cutAt, restoredAt, timeline })}\n`);
      }
    }

    const during = outcomes.filter((outcome) => outcome.at > cutAt + 200 && outcome.at < restoredAt);
    const unavailable = outcomes.filter((outcome) => outcome.status === 503);
    const statuses = [...new Set(outcomes.map((outcome) => outcome.status))].sort();
    // The result reported in docs/fault-injection.md.
    process.stdout.write(
      `${JSON.stringify({ requests: outcomes.length, statuses, unavailable: unavailable.length, recoveryMs: recoveredAt! - restoredAt })}\n`,
    );

    expect(statuses.every((status) => status === 200 || status === 201 || status === 503)).toBe(true);
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((outcome) => outcome.status === 503)).toBe(true);
    for (const outcome of unavailable) {
      expect(outcome.retryAfter).toMatch(/^\d+$/);
      expect(outcome.code).toBe('SERVICE_UNAVAILABLE');
    }
    expect(recoveredAt! - restoredAt).toBeLessThan(RECOVERY_LIMIT_MS);

    // No partial writes: every acknowledged story is there, and every stored one is complete.
    const check = new pg.Client({ connectionString: new URL(`/${databaseName}`, serverUrl).toString() });
    await check.connect();
    try {
      const { rows } = await check.query<{ uuid: string; description: string; hashtags: string[] }>(
        `select uuid, description, hashtags from stories where description like 'Ausfall %'`,
      );
      const stored = new Set(rows.map((row) => row.uuid));
      const acknowledged = outcomes.filter((outcome) => outcome.kind === 'write' && outcome.status === 201);
      expect(acknowledged.length).toBeGreaterThan(0);
      for (const outcome of acknowledged) expect(stored.has(outcome.uuid!)).toBe(true);
      for (const row of rows) {
        expect(row.description).toMatch(/^Ausfall \d+ #ausfall$/);
        expect(row.hashtags).toEqual(['ausfall']);
      }
    } finally {
      await check.end();
    }
    // Still alive and ready.
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    // No pool slot lost: every connection the requests took is back (a transaction whose BEGIN met
    // the cut used to keep its client for good – pooled-transaction.ts).
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    await expect.poll(() => pool.totalCount - pool.idleCount, { timeout: 5_000 }).toBe(0);
  }, 40_000);
});
