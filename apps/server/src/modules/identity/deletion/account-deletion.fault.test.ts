import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PersonalDataSection, personalDataSections } from '../../../platform/personal-data';
import { createStorageDriver, type StorageDriver } from '../../../platform/storage';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { createFilesFrontDoor } from '../../files';
import { fileRemovals, files as fileRows, uploadPngAs } from '../../files/testing';
import { createAccountDeletion } from './account-deletion.service';
import { deactivateWithPassedDeadline, objectKeys, rowsReferencing } from '../testing/account-deletion';

/**
 * Fault injection (issue 8): the deletion job crashes mid-run – inside an account's deletion, and
 * after the commit while the account's stored objects are removed. Each rerun must be safe and
 * finish the job: 0 rows of the person, 0 objects, 0 queued removals, no orphans.
 */
let testApp: TestApp;
let dataDir: string;

const uploadAs = (username: string, name: string) => uploadPngAs(testApp, username, name, 2048);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-deletion-fault-'));
  testApp = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_UPLOADS: '1000/60' });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the deletion job crashing mid-run', () => {
  it('inside an account: nothing is half-deleted, and the rerun deletes everything', async () => {
    const leaving = demoUser(testApp.world, 'schueler2');
    await uploadAs('schueler2', 'zeugnis.png');
    await deactivateWithPassedDeadline(testApp.database.db, leaving.uuid);
    const rowsBefore = await rowsReferencing(testApp.database.db, leaving.uuid);
    expect(rowsBefore).toBeGreaterThan(1);

    // Every real section has erased its rows when the crash comes – inside the same transaction.
    const crash: PersonalDataSection = {
      name: 'absturz',
      title: 'Absturz',
      tables: [],
      collect: async () => ({ records: [] }),
      erase: async () => {
        throw new Error('Prozess stirbt mitten in der Löschung');
      },
    };
    const files = createFilesFrontDoor({ config: testApp.config, db: testApp.database.db, log: testApp.app.log });
    const crashing = createAccountDeletion({ db: testApp.database.db, files, log: testApp.app.log, sections: () => [...personalDataSections(), crash] });
    expect(await crashing.deleteDueAccounts()).toEqual({ due: 1, deleted: 0, failed: 1 });
    expect(await rowsReferencing(testApp.database.db, leaving.uuid)).toBe(rowsBefore);

    const healthy = createAccountDeletion({ db: testApp.database.db, files, log: testApp.app.log });
    expect(await healthy.deleteDueAccounts()).toEqual({ due: 1, deleted: 1, failed: 0 });
    expect(await rowsReferencing(testApp.database.db, leaving.uuid)).toBe(0);
    expect(await healthy.deleteDueAccounts()).toEqual({ due: 0, deleted: 0, failed: 0 });
    expect(await healthy.findOrphans()).toEqual([]);
  });

  it('after the commit, while the objects are removed: the files cleanup finishes it, nothing is stored twice or left behind', async () => {
    const leaving = demoUser(testApp.world, 'lehrer2');
    await uploadAs('lehrer2', 'unterricht-1.png');
    await uploadAs('lehrer2', 'unterricht-2.png');
    await deactivateWithPassedDeadline(testApp.database.db, leaving.uuid);
    const realStorage = createStorageDriver(testApp.config);
    const keys = (await testApp.database.db.select({ key: fileRows.storageKey }).from(fileRows).where(eq(fileRows.ownerUuid, leaving.uuid))).map(
      (row) => row.key,
    );
    expect(keys).toHaveLength(2);

    // The store fails on the first removal – as a process killed right after the commit would leave it.
    const failingStorage: StorageDriver = {
      ...realStorage,
      delete: async () => {
        throw new Error('Absturz beim Entfernen der Objekte');
      },
    };
    const crashingFiles = createFilesFrontDoor({ config: testApp.config, db: testApp.database.db, log: testApp.app.log, storage: failingStorage });
    const deletion = createAccountDeletion({ db: testApp.database.db, files: crashingFiles, log: testApp.app.log });
    expect(await deletion.deleteDueAccounts()).toEqual({ due: 1, deleted: 1, failed: 0 });
    expect(await rowsReferencing(testApp.database.db, leaving.uuid)).toBe(0);
    // The objects are still there, but queued for removal – not forgotten.
    expect(await objectKeys(realStorage)).toEqual(expect.arrayContaining(keys));
    const queued = await testApp.database.db.select().from(fileRemovals).where(inArray(fileRemovals.storageKey, keys));
    expect(queued).toHaveLength(2);

    // The next run of the files cleanup job (and of the deletion job) finish it.
    const files = createFilesFrontDoor({ config: testApp.config, db: testApp.database.db, log: testApp.app.log });
    expect(await files.removeDeletedObjects()).toBeGreaterThanOrEqual(2);
    const remaining = await objectKeys(realStorage);
    for (const key of keys) expect(remaining).not.toContain(key);
    expect(await testApp.database.db.select().from(fileRemovals).where(inArray(fileRemovals.storageKey, keys))).toEqual([]);
    expect(await createAccountDeletion({ db: testApp.database.db, files, log: testApp.app.log }).deleteDueAccounts()).toEqual({ due: 0, deleted: 0, failed: 0 });
  });
});
