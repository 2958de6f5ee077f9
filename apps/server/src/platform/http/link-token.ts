import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/*
 * Secret links that open something without an account (feedback links, share links, calendar
 * feeds): a token of 256 random bits in base64url, of which only the sha256 is stored. A leaked
 * table therefore opens nothing, and a lookup by hash needs no constant-time compare (decision 230).
 */

/** 32 bytes: twice the 128 bits the guide asks for, at a URL length of 43 characters. */
export const LINK_TOKEN_BYTES = 32;

export function newLinkToken(): string {
  return randomBytes(LINK_TOKEN_BYTES).toString('base64url');
}

/** What a table stores and looks a token up by: sha256, hex. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * What every answer behind a secret link carries, errors included: the token's page stays out of
 * search engines, shared caches (a cached copy would outlive a revocation or renewal) and other
 * sites' Referer headers (decisions 230, 236, 238).
 */
export const SECRET_LINK_HEADERS = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
} as const;

/** Adds {@link SECRET_LINK_HEADERS} to every answer of the plugin it is called in. */
export function keepSecretLinkAnswersPrivate(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(SECRET_LINK_HEADERS);
    return payload;
  });
}
