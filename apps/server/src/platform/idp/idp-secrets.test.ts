import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { serverSecrets } from '../db/schema';
import { loadCookieKeys, loadPublicJwks, loadSigningJwks, SECRET_NAMES } from './idp-secrets';
import { openIdpTestDatabase } from './testing/idp';

describe('identity provider secrets', () => {
  let database: DatabaseHandle;

  beforeEach(async () => {
    database = await openIdpTestDatabase();
  });

  afterEach(async () => {
    await database.close();
  });

  it('generates the signing key once and returns the stored one afterwards', async () => {
    const first = await loadSigningJwks(database.db);
    const second = await loadSigningJwks(database.db);
    expect(second).toEqual(first);
    expect(first.keys).toHaveLength(1);
    expect(first.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(first.keys[0]?.d).toBeTruthy();
  });

  it('ends with one key set when several processes start at once', async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => loadPublicJwks(database.db)));
    const kids = new Set(results.map((jwks) => jwks.keys[0]?.kid));
    expect(kids.size).toBe(1);
    const rows = await database.db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAMES.jwks));
    expect(rows).toHaveLength(1);
  });

  it('publishes only the public half of the key', async () => {
    const { keys } = await loadPublicJwks(database.db);
    expect(Object.keys(keys[0] ?? {}).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
  });

  it('keeps the cookie keys stable', async () => {
    const [first, second] = await Promise.all([loadCookieKeys(database.db), loadCookieKeys(database.db)]);
    expect(second).toEqual(first);
    expect(await loadCookieKeys(database.db)).toEqual(first);
    expect(first[0]?.length).toBeGreaterThanOrEqual(32);
  });
});
