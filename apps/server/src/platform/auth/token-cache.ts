import { createHash } from 'node:crypto';
import type { TokenVerifier, VerifiedToken } from './tokens';

export type TokenCacheOptions = {
  /** Most tokens remembered per process; the least recently used goes first. */
  maxEntries?: number;
  now?: () => number;
};

const DEFAULT_MAX_ENTRIES = 10_000;

/**
 * Remembers tokens that passed the check until they expire, so a token's RS256 signature is
 * checked once per process instead of on every request (issue 8, school-morning load; decision 125).
 * A token cannot change: while it is unexpired the answer stays the same. Only accepted tokens
 * are kept – garbage does not push valid tokens out – and never past their `exp`. Keys are
 * SHA-256 digests, so the cache holds no bearer tokens.
 */
export function cachingTokenVerifier(verify: TokenVerifier, options: TokenCacheOptions = {}): TokenVerifier {
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const accepted = new Map<string, VerifiedToken>();

  return async (token) => {
    const key = createHash('sha256').update(token).digest('base64url');
    const known = accepted.get(key);
    if (known) {
      accepted.delete(key);
      if (known.expiresAt * 1000 > now()) {
        accepted.set(key, known); // most recently used goes to the end
        return known;
      }
    }
    const verified = await verify(token);
    if (verified && verified.expiresAt * 1000 > now()) {
      accepted.set(key, verified);
      if (accepted.size > maxEntries) {
        const oldest = accepted.keys().next().value;
        if (oldest !== undefined) accepted.delete(oldest);
      }
    }
    return verified;
  };
}
