import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Agent, request as httpRequest, type ClientRequest, type OutgoingHttpHeaders } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import { REQUEST_MESSAGES, REQUEST_MESSAGES_DU } from '@berufswahl/contracts';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registerErrorHandling } from './errors';
import { registerRequestBodyStallLimit, watchBodyForSilence } from './request-body-stall';

/**
 * The request body stall limit (decision 170): a JSON or other non-multipart body that goes silent
 * is answered 400 and cut off after UPLOAD_STALL_SECONDS, before its handler runs; a body that
 * keeps moving, a request without a body and a handler that works after its body arrived are never
 * cut. Over a real socket – `app.inject` always delivers the whole body. The limit is 1 s here.
 */

const STALL_SECONDS = 1;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Answer = { status: number; body: string; connection: string | undefined; localPort: number | undefined; socketClosed: Promise<void> };

/** Opens a request over a real socket; its body is written by the caller, piece by piece. */
function openRequest(port: number, options: { method: string; path: string; headers?: OutgoingHttpHeaders; agent?: Agent }) {
  const outgoing: ClientRequest = httpRequest({ ...options, host: '127.0.0.1', port, agent: options.agent ?? false });
  outgoing.on('error', () => undefined);
  const answered = new Promise<Answer>((resolve) => {
    outgoing.on('response', (response) => {
      const socketClosed = new Promise<void>((closed) => response.socket.once('close', () => closed()));
      // A kept-alive socket goes back to its agent when the answer ends.
      const { localPort } = response.socket;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          connection: response.headers.connection,
          localPort,
          socketClosed,
        }),
      );
    });
  });
  return { outgoing, answered };
}

/** A JSON body and the headers that announce it. */
function jsonBody(value: unknown) {
  const payload = Buffer.from(JSON.stringify(value));
  return { payload, headers: { 'content-type': 'application/json', 'content-length': String(payload.length) } };
}

/** Writes `payload` in `pieces` pieces `gapMs` apart, then ends the request. */
async function writeSlowly(outgoing: ClientRequest, payload: Buffer, pieces: number, gapMs: number) {
  const pieceLength = Math.ceil(payload.length / pieces);
  for (let index = 0; index < pieces; index += 1) {
    outgoing.write(payload.subarray(index * pieceLength, (index + 1) * pieceLength));
    if (index < pieces - 1) await sleep(gapMs);
  }
  outgoing.end();
}

/** Everything a reader gets from `stream`: its text, or the error it broke off with. */
function readAll(stream: Readable): Promise<{ text: string } | { error: Error }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ text: Buffer.concat(chunks).toString() }));
    stream.on('error', (error) => resolve({ error }));
  });
}

describe('watchBodyForSilence', () => {
  const SILENCE_MS = 200;
  const stalled = new Error('stood still');

  function watch() {
    const body = new PassThrough();
    const answer = new EventEmitter();
    let silences = 0;
    const watched = watchBodyForSilence(body, {
      silenceMs: SILENCE_MS,
      answer,
      onSilence: () => {
        silences += 1;
        return stalled;
      },
    });
    return { body, answer, watched, silences: () => silences };
  }

  it('breaks the body off when it brings no byte for the limit while its reader waits', async () => {
    const { body, watched } = watch();
    body.write('{"text":');
    const started = Date.now();
    expect(await readAll(watched)).toEqual({ error: stalled });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SILENCE_MS - 20);
  });

  it('lets a body through that keeps moving, longer than the limit in total', async () => {
    const { body, watched, silences } = watch();
    const read = readAll(watched);
    const started = Date.now();
    for (const piece of ['{"te', 'xt":', '"lan', 'gsam', '"}']) {
      body.write(piece);
      await sleep(SILENCE_MS / 3);
    }
    body.end();
    expect(await read).toEqual({ text: '{"text":"langsam"}' });
    expect(Date.now() - started).toBeGreaterThan(SILENCE_MS);
    expect(silences()).toBe(0);
  });

  it('stops the clock once the body is complete, so a long-working reader is never cut', async () => {
    const { body, watched, silences } = watch();
    body.end('{"text":"fertig"}');
    const read = readAll(watched);
    expect(await read).toEqual({ text: '{"text":"fertig"}' });
    await sleep(3 * SILENCE_MS);
    expect(silences()).toBe(0);
    expect(watched.destroyed).toBe(true);
    expect(watched.errored).toBeNull();
  });

  it('does not count the silence while bytes wait unread: the server is behind, not the client', async () => {
    const { body, watched, silences } = watch();
    body.write('{"text":"wartet"}');
    await sleep(3 * SILENCE_MS);
    expect(silences()).toBe(0);
    const read = readAll(watched);
    body.end();
    expect(await read).toEqual({ text: '{"text":"wartet"}' });
  });

  it('stops the clock once the answer has gone out without the body', async () => {
    const { body, answer, watched, silences } = watch();
    body.write('{"te');
    answer.emit('close');
    await sleep(3 * SILENCE_MS);
    expect(silences()).toBe(0);
    expect(watched.errored).toBeNull();
  });

  it('passes a client that goes away mid-body on to the reader', async () => {
    const { body, watched, silences } = watch();
    const read = readAll(watched);
    body.write('{"te');
    const aborted = new Error('aborted');
    body.destroy(aborted);
    expect(await read).toEqual({ error: aborted });
    await sleep(3 * SILENCE_MS);
    expect(silences()).toBe(0);
  });
});

describe('over a real socket on the whole app', () => {
  let testApp: TestApp;
  let port: number;

  beforeAll(async () => {
    testApp = await createTestApp({ UPLOAD_STALL_SECONDS: String(STALL_SECONDS) });
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(address).port);
  });
  afterAll(() => testApp?.close());

  async function statementsWithText(text: string): Promise<number> {
    const counted = (await testApp.database.db.execute(sql`select count(*)::int as count from statements where text = ${text}`)) as unknown as {
      rows: { count: number }[];
    };
    return Number(counted.rows[0]?.count);
  }

  async function postStatement(text: string) {
    const body = jsonBody({ text });
    const headers = { ...body.headers, authorization: `Bearer ${await testApp.tokenOf('schueler2')}` };
    return { payload: body.payload, ...openRequest(port, { method: 'POST', path: '/api/bo/v1/statements', headers }) };
  }

  it('answers and closes a statement whose JSON body goes silent half-way, and writes nothing', async () => {
    const text = `Ich bleibe hängen ${randomUUID()}`;
    const { payload, outgoing, answered } = await postStatement(text);
    outgoing.write(payload.subarray(0, payload.length / 2));
    const silentSince = Date.now();
    const answer = await answered;
    const waited = Date.now() - silentSince;
    expect(answer.status, answer.body).toBe(400);
    // The statement's author is a student: du (issue 14).
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'VALIDATION_FAILED', message: REQUEST_MESSAGES_DU.bodyStalled });
    expect(answer.connection).toBe('close');
    await answer.socketClosed;
    expect(waited).toBeGreaterThanOrEqual(STALL_SECONDS * 1000 - 300);
    expect(waited).toBeLessThan(5_000);
    expect(await statementsWithText(text)).toBe(0);
    outgoing.destroy();
  });

  it('saves a statement whose body keeps moving (a piece every 500 ms, longer than the limit in total)', async () => {
    const text = `Ich komme langsam an ${randomUUID()}`;
    const { payload, outgoing, answered } = await postStatement(text);
    const started = Date.now();
    await writeSlowly(outgoing, payload, 6, 500);
    const answer = await answered;
    expect(Date.now() - started).toBeGreaterThan(2 * STALL_SECONDS * 1000);
    expect(answer.status, answer.body).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ text });
    expect(await statementsWithText(text)).toBe(1);
  });

  it('leaves requests without a body alone, and a kept-alive connection that rests longer than the limit', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const headers = { authorization: `Bearer ${await testApp.tokenOf('schueler2')}` };
    const list = () => {
      const { outgoing, answered } = openRequest(port, { method: 'GET', path: '/api/bo/v1/statements', headers, agent });
      outgoing.end();
      return answered;
    };
    const first = await list();
    await sleep(2 * STALL_SECONDS * 1000);
    const second = await list();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.connection).not.toBe('close');
    expect(second.localPort).toBe(first.localPort);
    agent.destroy();
  });
});

describe('over a real socket on a bare server', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app);
    registerRequestBodyStallLimit(app, STALL_SECONDS);
    // No route of the app works that long; this one shows the clock has stopped once the body is in.
    app.post('/slow', async (request) => {
      await sleep(2.5 * STALL_SECONDS * 1000);
      return { received: request.body };
    });
    app.post('/echo', async (request) => ({ received: request.body }));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(address).port);
  });
  afterAll(() => app?.close());

  it('does not cut a handler that works longer than the limit after its body arrived', async () => {
    const body = jsonBody({ text: 'geduldig' });
    const { outgoing, answered } = openRequest(port, { method: 'POST', path: '/slow', headers: body.headers });
    outgoing.end(body.payload);
    const answer = await answered;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ received: { text: 'geduldig' } });
  });

  it('breaks off any body a parser reads, not only JSON (plain text, chunked)', async () => {
    const { outgoing, answered } = openRequest(port, {
      method: 'POST',
      path: '/echo',
      headers: { 'content-type': 'text/plain; charset=utf-8', 'transfer-encoding': 'chunked' },
    });
    outgoing.write('Ich höre mitten');
    const answer = await answered;
    expect(answer.status, answer.body).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'VALIDATION_FAILED', message: REQUEST_MESSAGES.bodyStalled });
    expect(answer.connection).toBe('close');
    await answer.socketClosed;
    outgoing.destroy();
  });
});
