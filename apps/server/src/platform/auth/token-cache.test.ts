import { describe, expect, it } from 'vitest';
import { cachingTokenVerifier } from './token-cache';
import type { VerifiedToken } from './tokens';

function countingVerifier(tokens: Record<string, VerifiedToken | null>) {
  const calls: string[] = [];
  const verify = async (token: string) => {
    calls.push(token);
    return tokens[token] ?? null;
  };
  return { verify, calls };
}

const token = (subject: string, expiresAt: number): VerifiedToken => ({ subject, username: subject, realmRoles: [], expiresAt });

describe('cachingTokenVerifier', () => {
  it('checks an accepted token once and answers from memory until it expires', async () => {
    let clock = 1_000_000;
    const { verify, calls } = countingVerifier({ a: token('a', 1_000 + 300) });
    const cached = cachingTokenVerifier(verify, { now: () => clock });
    expect(await cached('a')).toMatchObject({ subject: 'a' });
    expect(await cached('a')).toMatchObject({ subject: 'a' });
    expect(calls).toEqual(['a']);
    clock = 1_300_000; // exactly at exp: no longer from memory
    await cached('a');
    expect(calls).toEqual(['a', 'a']);
  });

  it('never remembers a refused token', async () => {
    const { verify, calls } = countingVerifier({});
    const cached = cachingTokenVerifier(verify, { now: () => 0 });
    expect(await cached('kaputt')).toBeNull();
    expect(await cached('kaputt')).toBeNull();
    expect(calls).toEqual(['kaputt', 'kaputt']);
  });

  it('forgets the least recently used token when it is full', async () => {
    const { verify, calls } = countingVerifier({ a: token('a', 9_999), b: token('b', 9_999), c: token('c', 9_999) });
    const cached = cachingTokenVerifier(verify, { maxEntries: 2, now: () => 0 });
    await cached('a');
    await cached('b');
    await cached('a'); // a is now the most recently used
    await cached('c'); // pushes b out
    calls.length = 0;
    await cached('a');
    await cached('c');
    await cached('b');
    expect(calls).toEqual(['b']);
  });
});
