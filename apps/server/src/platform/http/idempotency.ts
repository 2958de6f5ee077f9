import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAY_HEADER,
} from '@berufswahl/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes an `Idempotency-Key` header (decision 240): a repeat of a key answers with the
     * first answer, without doing the work again. Only for routes of signed-in callers.
     */
    idempotent?: true;
  }
  interface FastifyRequest {
    /** The key this request holds the claim of, until its answer is stored or the claim given back. */
    idempotencyClaim: { userUuid: string; key: string } | null;
  }
}

/** What a lookup of a key finds. */
export type KeyState =
  | { kind: 'claimed' }
  | { kind: 'answered'; status: number; body: unknown }
  | { kind: 'pending' }
  | { kind: 'mismatch' };

export type IdempotencyStore = {
  /**
   * Claims the key in one statement, or says who has it. A claim is taken over when the key has
   * expired, or when a claim of the same request has stood for `staleAfterSeconds` (its process died).
   */
  claim(userUuid: string, key: string, fingerprint: string): Promise<KeyState>;
  /** Stores the answer of the claimed key. */
  complete(userUuid: string, key: string, status: number, body: unknown): Promise<void>;
  /** Gives the claim back: the request failed, nothing was written, a retry should do the work. */
  release(userUuid: string, key: string): Promise<void>;
  /** Deletes expired keys. */
  purgeExpired(): Promise<number>;
};

/** A claim older than this is taken to belong to a request whose process died (uploads stall out long before). */
const STALE_CLAIM_SECONDS = 600;

export function createIdempotencyStore(db: Database): IdempotencyStore {
  const table = idempotencyKeys;
  const ttl = sql`make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`;
  return {
    async claim(userUuid, key, fingerprint) {
      // One statement: insert the claim, or take over an expired key or a stale claim of the same request.
      const [claimed] = await db
        .insert(table)
        .values({ userUuid, key, fingerprint, claimedAt: sql`now()`, expiresAt: sql`now() + ${ttl}` })
        .onConflictDoUpdate({
          target: [table.userUuid, table.key],
          set: { fingerprint, claimedAt: sql`now()`, expiresAt: sql`now() + ${ttl}`, answerStatus: null, answerBody: null },
          setWhere: sql`${table.expiresAt} <= now() or (${table.answerStatus} is null and ${table.fingerprint} = ${fingerprint}
            and ${table.claimedAt} < now() - make_interval(secs => ${STALE_CLAIM_SECONDS}))`,
        })
        .returning({ key: table.key });
      if (claimed) return { kind: 'claimed' };
      const [held] = await db
        .select()
        .from(table)
        .where(and(eq(table.userUuid, userUuid), eq(table.key, key)));
      // Released between the two statements: the caller tries again.
      if (!held) return { kind: 'pending' };
      if (held.fingerprint !== fingerprint) return { kind: 'mismatch' };
      if (held.answerStatus === null) return { kind: 'pending' };
      return { kind: 'answered', status: held.answerStatus, body: held.answerBody };
    },
    async complete(userUuid, key, status, body) {
      await db
        .update(table)
        .set({ answerStatus: status, answerBody: body })
        .where(and(eq(table.userUuid, userUuid), eq(table.key, key)));
    },
    async release(userUuid, key) {
      await db.delete(table).where(and(eq(table.userUuid, userUuid), eq(table.key, key), sql`${table.answerStatus} is null`));
    },
    async purgeExpired() {
      const deleted = await db.delete(table).where(lt(table.expiresAt, sql`now()`)).returning({ key: table.key });
      return deleted.length;
    },
  };
}

/**
 * Method, route and payload of a request, hashed. A multipart body is streamed by the handler after
 * this point and its boundary differs per send, so for uploads the route and its parameters count
 * (decision 240); a JSON body counts whole.
 */
export function fingerprintOf(request: FastifyRequest): string {
  const isMultipart = (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
  const payload = { method: request.method, route: request.routeOptions.url, params: request.params, body: isMultipart ? null : (request.body ?? null) };
  return createHash('sha256').update(JSON.stringify(payload)).digest('base64url');
}

const delay = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

function replay(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.status(status).header(IDEMPOTENT_REPLAY_HEADER, 'true').send(body);
}

/**
 * Enforces `config.idempotent` (decision 240). A request with the header claims its key before the
 * handler runs (after access, rate limit and validation, so a refused request claims nothing). A
 * repeat of an answered key gets that answer; a repeat while the first is still working waits for
 * it (up to `waitSeconds`, then 409 REQUEST_IN_PROGRESS); the same key with another route or
 * payload is 422. Only successful answers are kept: after a failure nothing was written (decision
 * 044), so the claim is given back and a retry – perhaps after the student fixed the draft – works.
 */
export const idempotency = fp(
  async (app: FastifyInstance, options: { store: IdempotencyStore; waitSeconds?: number; pollMilliseconds?: number }) => {
    const { store } = options;
    const waitMilliseconds = (options.waitSeconds ?? 30) * 1000;
    const pollMilliseconds = options.pollMilliseconds ?? 200;
    app.decorateRequest('idempotencyClaim', null);

    app.addHook('preHandler', async (request, reply) => {
      if (!request.routeOptions.config.idempotent) return;
      const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
      if (header === undefined) return;
      const key = Array.isArray(header) ? header[0] : header;
      if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new ApiError('VALIDATION_FAILED', IDEMPOTENCY_MESSAGES.invalidKey);
      // Access has run: an idempotent route is never public.
      const userUuid = request.caller?.uuid;
      if (!userUuid) throw new ApiError('UNAUTHENTICATED');
      const fingerprint = fingerprintOf(request);
      const normalisedKey = key.toLowerCase();
      const deadline = Date.now() + waitMilliseconds;
      for (;;) {
        const state = await store.claim(userUuid, normalisedKey, fingerprint);
        if (state.kind === 'claimed') {
          request.idempotencyClaim = { userUuid, key: normalisedKey };
          return;
        }
        if (state.kind === 'answered') return replay(reply, state.status, state.body);
        if (state.kind === 'mismatch') throw new ApiError('IDEMPOTENCY_KEY_REUSED');
        if (Date.now() >= deadline) throw new ApiError('REQUEST_IN_PROGRESS');
        await delay(pollMilliseconds);
      }
    });

    // Stored before the answer leaves (onSend, not onResponse): a retry right after it finds it.
    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotencyClaim;
      if (!claim) return payload;
      request.idempotencyClaim = null;
      const isSuccess = reply.statusCode >= 200 && reply.statusCode < 300;
      try {
        if (isSuccess) await store.complete(claim.userUuid, claim.key, reply.statusCode, answerBodyOf(payload));
        else await store.release(claim.userUuid, claim.key);
      } catch (error) {
        // The write itself has happened (or not) – the key is a convenience; a lost one expires as a stale claim.
        request.log.warn({ err: error }, 'could not record the idempotency key');
      }
      return payload;
    });

    // A request broken off before it was answered wrote nothing: its claim goes back at once.
    app.addHook('onRequestAbort', async (request) => {
      const claim = request.idempotencyClaim;
      if (!claim) return;
      request.idempotencyClaim = null;
      await store.release(claim.userUuid, claim.key).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not give back an idempotency key');
      });
    });
  },
  { name: 'idempotency', dependencies: ['access-control'] },
);

/** The serialized JSON answer as stored (a 204 has none). */
function answerBodyOf(payload: unknown): unknown {
  if (typeof payload !== 'string' || payload === '') return null;
  try {
    return JSON.parse(payload);
  } catch {
    return null;
  }
}
