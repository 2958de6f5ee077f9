import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { openTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../client';
import { users } from '../schema';
import { DemoAccountsInProductionError, refuseDemoAccountsInProduction } from './demo-accounts-guard';
import { seedDemoWorld } from './demo-seed';

/** Issue 14: production started on a database that held the demo accounts with their published password. */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('refuseDemoAccountsInProduction', () => {
  it('lets production start on a database without demo accounts', async () => {
    await expect(refuseDemoAccountsInProduction(database.db, { isProduction: true })).resolves.toBeUndefined();
  });

  it('refuses production while demo accounts sign in with the published password, naming them', async () => {
    await seedDemoWorld(database.db, { isProduction: false });
    const refusal = await refuseDemoAccountsInProduction(database.db, { isProduction: true }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DemoAccountsInProductionError);
    expect((refusal as DemoAccountsInProductionError).usernames).toContain('lehrer');
    expect((refusal as DemoAccountsInProductionError).message).toMatch(/Refusing to start with NODE_ENV=production.*published demo password.*lehrer/);
  }, 120_000);

  it('does not check outside production', async () => {
    await expect(refuseDemoAccountsInProduction(database.db, { isProduction: false })).resolves.toBeUndefined();
  });

  it('starts once every demo account has another password', async () => {
    const ownHash = await hashPassword('ein-eigenes-langes-passwort');
    await database.db.update(users).set({ passwordHash: ownHash });
    await database.db.update(users).set({ passwordHash: null }).where(eq(users.username, 'technik'));
    await expect(refuseDemoAccountsInProduction(database.db, { isProduction: true })).resolves.toBeUndefined();
  }, 120_000);
});
