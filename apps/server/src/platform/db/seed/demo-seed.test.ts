import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords';
import { openTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../client';
import { classMemberships, teacherAssignments, users } from '../schema';
import { DemoSeedRefusedError, seedDemoWorld } from './demo-seed';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('seedDemoWorld', () => {
  it('is refused in production and writes nothing', async () => {
    await expect(seedDemoWorld(database.db, { isProduction: true })).rejects.toBeInstanceOf(DemoSeedRefusedError);
    expect(await database.db.select().from(users)).toHaveLength(0);
  });

  it('creates every demo account with the demo password', async () => {
    await seedDemoWorld(database.db, { isProduction: false });
    const rows = await database.db.select().from(users);
    expect(rows.map((row) => row.username).sort()).toEqual(
      [
        'altnutzer', 'bundadmin', 'deaktiviert', 'landadmin', 'lehrer', 'lehrer-neu', 'lehrer2', 'mehrfach',
        'schuladmin', 'schueler', 'schueler2', 'technik',
      ].sort(),
    );
    const student = rows.find((row) => row.username === 'schueler');
    expect(await verifyPassword('berufswahl', student?.passwordHash ?? '')).toBe(true);
  });

  it('gives the deactivated account a deletion date and the old user old terms', async () => {
    const [deactivated] = await database.db.select().from(users).where(eq(users.username, 'deaktiviert'));
    expect(deactivated?.deletionDate?.getTime()).toBeGreaterThan(Date.now());
    const [oldUser] = await database.db.select().from(users).where(eq(users.username, 'altnutzer'));
    expect(oldUser?.termsAcceptedAt?.getTime()).toBeLessThan(Date.parse('2022-08-15T21:00:00Z'));
  });

  it('assigns the teacher to 8a and leaves the new teacher without a learning group', async () => {
    const assignments = await database.db.select().from(teacherAssignments);
    const teacherUuids = new Set(assignments.map((row) => row.teacherUuid));
    expect(teacherUuids.has('c0000000-0000-4000-8000-000000000003')).toBe(true);
    expect(teacherUuids.has('c0000000-0000-4000-8000-000000000005')).toBe(false);
    expect(await database.db.select().from(classMemberships)).toHaveLength(2);
  });

  it('keeps what users changed when it runs again', async () => {
    await database.db.update(users).set({ contrastMode: true }).where(eq(users.username, 'schueler'));
    await seedDemoWorld(database.db, { isProduction: false });
    const [student] = await database.db.select().from(users).where(eq(users.username, 'schueler'));
    expect(student?.contrastMode).toBe(true);
    expect(await database.db.select().from(users)).toHaveLength(12);
  });
});
