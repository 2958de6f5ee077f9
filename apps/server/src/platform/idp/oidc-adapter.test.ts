import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { oidcPayloads } from '../db/schema';
import { createOidcAdapterFactory, purgeExpiredOidcPayloads } from './oidc-adapter';
import { openIdpTestDatabase } from './testing/idp';

describe('oidc adapter', () => {
  let database: DatabaseHandle;
  let adapterFor: ReturnType<typeof createOidcAdapterFactory>;

  beforeAll(async () => {
    database = await openIdpTestDatabase();
    adapterFor = createOidcAdapterFactory(database.db);
  });

  afterAll(async () => {
    await database.close();
  });

  it('finds what it stored and overwrites on a second upsert', async () => {
    const adapter = adapterFor('Session');
    await adapter.upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    await adapter.upsert('s1', { uid: 'u1', accountId: 'b' }, 60);
    expect(await adapter.find('s1')).toEqual({ uid: 'u1', accountId: 'b' });
    expect(await adapter.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'b' });
  });

  it('keeps models apart by name', async () => {
    await adapterFor('AccessToken').upsert('same-id', { accountId: 'x' }, 60);
    expect(await adapterFor('RefreshToken').find('same-id')).toBeUndefined();
  });

  it('treats an expired row as absent', async () => {
    const adapter = adapterFor('AuthorizationCode');
    await adapter.upsert('old', { grantId: 'g0' }, 60);
    await database.db
      .update(oidcPayloads)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${oidcPayloads.id} = 'old'`);
    expect(await adapter.find('old')).toBeUndefined();
  });

  it('keeps a row without expiry', async () => {
    const adapter = adapterFor('Client');
    await adapter.upsert('forever', { client_id: 'forever' });
    expect(await adapter.find('forever')).toEqual({ client_id: 'forever' });
  });

  it('marks a consumed row', async () => {
    const adapter = adapterFor('RefreshToken');
    await adapter.upsert('r1', { grantId: 'g1' }, 60);
    await adapter.consume('r1');
    const found = await adapter.find('r1');
    expect(typeof found?.consumed).toBe('number');
  });

  it('finds device codes by user code', async () => {
    const adapter = adapterFor('DeviceCode');
    await adapter.upsert('d1', { userCode: 'ABCD-EFGH' }, 60);
    expect(await adapter.findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH' });
  });

  it('destroys one row', async () => {
    const adapter = adapterFor('Interaction');
    await adapter.upsert('i1', {}, 60);
    await adapter.destroy('i1');
    expect(await adapter.find('i1')).toBeUndefined();
  });

  it('revokes the rows of one grant for its own model only', async () => {
    await adapterFor('RefreshToken').upsert('r2', { grantId: 'g2' }, 60);
    await adapterFor('RefreshToken').upsert('r3', { grantId: 'g3' }, 60);
    await adapterFor('AccessToken').upsert('a2', { grantId: 'g2' }, 60);
    await adapterFor('RefreshToken').revokeByGrantId('g2');
    expect(await adapterFor('RefreshToken').find('r2')).toBeUndefined();
    expect(await adapterFor('RefreshToken').find('r3')).toBeDefined();
    expect(await adapterFor('AccessToken').find('a2')).toBeDefined();
  });

  it('purges rows that expired long ago', async () => {
    const adapter = adapterFor('Grant');
    await adapter.upsert('gone', {}, 60);
    await database.db
      .update(oidcPayloads)
      .set({ expiresAt: sql`now() - interval '2 hours'` })
      .where(sql`${oidcPayloads.id} = 'gone'`);
    expect(await purgeExpiredOidcPayloads(database.db)).toBe(1);
    expect(await database.db.select().from(oidcPayloads).where(sql`${oidcPayloads.id} = 'gone'`)).toEqual([]);
  });
});
