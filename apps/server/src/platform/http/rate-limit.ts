import { ERROR_MESSAGES, type ErrorBody } from '@berufswahl/contracts';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RATE_LIMIT_NAMES, type RateLimit, type RateLimitName } from '../config';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A named request limit (`uploads`, `tickets`, `code`, `export`, `feedback`, `calendar`; limits from the configuration):
     * `config: { access: …, rateLimit: 'uploads' }`. Counted per signed-in user, per address on
     * public routes; over the limit the route answers 429 `RATE_LIMITED` with `Retry-After`.
     */
    rateLimit?: RateLimitName;
  }
  interface FastifyRequest {
    /** The counter a rate-limited request was counted on, to give the hit back on a server error. */
    rateLimitKey: string | null;
  }
}

export type RateLimitStore = {
  /** Counts one request; returns the hits in the current window and the seconds until it ends. */
  hit(key: string, limit: RateLimit): Promise<{ hits: number; resetSeconds: number }>;
  /** Takes one hit back (the request failed on the server's side). */
  giveBack(key: string): Promise<void>;
  /** The hits in the key's current window without counting one (0 when it has none or it ran out). */
  peek(key: string): Promise<{ hits: number; resetSeconds: number }>;
  /** Deletes counters whose window has ended. */
  purgeExpired(): Promise<number>;
};

/**
 * Fixed windows in `rate_limit_counters`, one atomic upsert per request: a window that has run out
 * starts again at 1. (A fixed window lets through at most twice the limit around its boundary –
 * enough for limits that stop abuse, not for billing.)
 */
export function createRateLimitStore(db: Database): RateLimitStore {
  const table = rateLimitCounters;
  return {
    async hit(key, limit) {
      const window = sql`make_interval(secs => ${limit.windowSeconds})`;
      const [row] = await db
        .insert(table)
        .values({ key, hits: 1, windowStartedAt: sql`now()`, windowEndsAt: sql`now() + ${window}` })
        .onConflictDoUpdate({
          target: table.key,
          set: {
            hits: sql`case when ${table.windowEndsAt} <= now() then 1 else ${table.hits} + 1 end`,
            windowStartedAt: sql`case when ${table.windowEndsAt} <= now() then now() else ${table.windowStartedAt} end`,
            windowEndsAt: sql`case when ${table.windowEndsAt} <= now() then now() + ${window} else ${table.windowEndsAt} end`,
          },
        })
        .returning({
          hits: table.hits,
          resetSeconds: sql<string>`ceil(extract(epoch from ${table.windowEndsAt} - now()))`,
        });
      return { hits: row?.hits ?? 1, resetSeconds: Math.max(1, Number(row?.resetSeconds ?? limit.windowSeconds)) };
    },
    async giveBack(key) {
      await db
        .update(table)
        .set({ hits: sql`greatest(${table.hits} - 1, 0)` })
        .where(sql`${table.key} = ${key} and ${table.windowEndsAt} > now()`);
    },
    async peek(key) {
      const [row] = await db
        .select({ hits: table.hits, resetSeconds: sql<string>`ceil(extract(epoch from ${table.windowEndsAt} - now()))` })
        .from(table)
        .where(sql`${table.key} = ${key} and ${table.windowEndsAt} > now()`);
      return { hits: row?.hits ?? 0, resetSeconds: Math.max(1, Number(row?.resetSeconds ?? 1)) };
    },
    async purgeExpired() {
      const deleted = await db.delete(table).where(lt(table.windowEndsAt, sql`now()`)).returning({ key: table.key });
      return deleted.length;
    },
  };
}

/** The counter of a named limit for one user – the same one `config.rateLimit` counts on. */
export function userCounterKey(name: RateLimitName, userUuid: string): string {
  return `${name}:user:${userUuid}`;
}

function counterKey(name: RateLimitName, request: FastifyRequest): string {
  return request.caller ? userCounterKey(name, request.caller.uuid) : `${name}:ip:${request.ip}`;
}

/**
 * Enforces `config.rateLimit`. Registered after the access guard, so the caller is known and a
 * request without a valid token never counts against a user. A route naming an unknown limit
 * stops the server from starting.
 */
export const rateLimits = fp(
  async (app: FastifyInstance, options: { store: RateLimitStore; limits: Record<RateLimitName, RateLimit> }) => {
    app.decorateRequest('rateLimitKey', null);

    app.addHook('onRoute', (route) => {
      const name = route.config?.rateLimit;
      if (name !== undefined && !RATE_LIMIT_NAMES.includes(name)) {
        throw new Error(`Route ${String(route.method)} ${route.url} names an unknown rate limit "${String(name)}".`);
      }
    });

    app.addHook('onRequest', async (request, reply) => {
      const name = request.routeOptions.config.rateLimit;
      if (!name) return;
      const limit = options.limits[name];
      const key = counterKey(name, request);
      const { hits, resetSeconds } = await options.store.hit(key, limit);
      reply.header('RateLimit-Limit', String(limit.max));
      reply.header('RateLimit-Remaining', String(Math.max(0, limit.max - hits)));
      reply.header('RateLimit-Reset', String(resetSeconds));
      if (hits > limit.max) {
        request.log.info({ rateLimit: name }, 'rate limit reached');
        const body: ErrorBody = { code: 'RATE_LIMITED', message: ERROR_MESSAGES.RATE_LIMITED, request_id: request.id };
        return reply.status(429).header('Retry-After', String(resetSeconds)).send(body);
      }
      request.rateLimitKey = key;
    });

    // A request that failed on the server's side does not use up the caller's allowance. Given back
    // before the answer leaves (onSend, not onResponse), so a retry right after the 500 finds it.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.rateLimitKey && reply.statusCode >= 500) {
        const key = request.rateLimitKey;
        request.rateLimitKey = null;
        await options.store.giveBack(key).catch((error: unknown) => {
          request.log.warn({ err: error }, 'could not give back a rate-limit hit');
        });
      }
      return payload;
    });
  },
  { name: 'rate-limits', dependencies: ['access-control'] },
);
