import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { oidcPayloads, rateLimitCounters, users } from '../../../platform/db/schema';
import { type PersonalDataSection, personalDataSections } from '../../../platform/personal-data';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { createFilesFrontDoor, type FilesFrontDoor } from '../../files';
import { uploadPngAs } from '../../files/testing';
import { auditEvents } from '../../audit/testing';
import { accountDeletionJobs } from './account-deletion.jobs';
import { createAccountDeletion } from './account-deletion.service';

const HOUR_MS = 60 * 60 * 1000;
/** A table some module might add without a foreign key to `users` – the case the reconciliation exists for. */
const PROBE_TABLE = 'reconciliation_probe';

let testApp: TestApp;
let db: Database;
let dataDir: string;
let files: FilesFrontDoor;

/** A section that erases the probe table, as the module owning it would register. */
const probeSection: PersonalDataSection = {
  name: 'probe',
  title: 'Probe',
  tables: [PROBE_TABLE],
  collect: async () => ({ records: [] }),
  erase: async (tx, userUuid) => {
    await tx.execute(sql`delete from ${sql.identifier(PROBE_TABLE)} where owner_uuid = ${userUuid}`);
  },
};

function recordingLog() {
  const errors: { object: unknown; message: string }[] = [];
  const log = {
    error: (object: unknown, message: string) => void errors.push({ object, message }),
    warn: () => undefined,
    info: () => undefined,
  } as unknown as FastifyBaseLogger;
  return { log, errors };
}

const objectsDir = () => path.join(dataDir, 'objects', 'files');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-reconciliation-'));
  testApp = await createTestApp({ DATA_DIR: dataDir });
  db = testApp.database.db;
  files = createFilesFrontDoor({ config: testApp.config, db });
  await db.execute(sql`create table ${sql.identifier(PROBE_TABLE)} (id uuid primary key, owner_uuid uuid not null)`);
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('reconciliation (decision 055)', () => {
  it('reports rows that name a deleted user – a uuid column, the audit actor, a rate-limit counter, a provider session – and cleans them', async () => {
    const ghost = randomUUID();
    await db.execute(sql`insert into ${sql.identifier(PROBE_TABLE)} (id, owner_uuid) values (${randomUUID()}, ${ghost})`);
    const [audit] = await db
      .insert(auditEvents)
      .values({ actorUuid: ghost, actorName: 'Gelöschte Person', actorRole: 'ADMIN_SCHULE', action: 'class.created', targetType: 'class', targetUuid: null, clientUuid: null, schoolUuid: null, details: { label: '7c' } })
      .returning({ uuid: auditEvents.uuid });
    await db.insert(rateLimitCounters).values({ key: `export:user:${ghost}`, hits: 1, windowEndsAt: new Date(Date.now() + HOUR_MS) });
    await db.insert(oidcPayloads).values({ type: 'Session', id: `probe-${ghost}`, payload: { accountId: `subject-of-${ghost}`, exp: 0 } });

    const deletion = createAccountDeletion({ db, files, log: recordingLog().log, sections: () => [...personalDataSections(), probeSection] });
    const found = await deletion.findOrphans();
    expect(found).toEqual(
      expect.arrayContaining([
        { table: PROBE_TABLE, column: 'owner_uuid', rows: 1, userUuids: [ghost] },
        { table: 'audit_events', column: 'actor_uuid', rows: 1, userUuids: [ghost] },
        { table: 'rate_limit_counters', column: 'key', rows: 1, userUuids: [ghost] },
        { table: 'oidc_payloads', column: "payload->>'accountId'", rows: 1, userUuids: [] },
      ]),
    );
    expect(found).toHaveLength(4);

    const cleaned = await deletion.cleanUpOrphans();
    expect(cleaned.found).toEqual(found);
    expect(cleaned.remaining).toEqual([]);
    expect(await deletion.findOrphans()).toEqual([]);
    // The audit row stays – the school's accountability – without the link to the person (decision 102).
    expect(await db.select({ actorUuid: auditEvents.actorUuid, actorName: auditEvents.actorName }).from(auditEvents).where(eq(auditEvents.uuid, audit!.uuid))).toEqual([
      { actorUuid: null, actorName: null },
    ]);
    // Real accounts keep everything: the cleanup touched only the missing user.
    expect(await db.select({ uuid: users.uuid }).from(users).where(eq(users.uuid, demoUser(testApp.world, 'schueler').uuid))).toHaveLength(1);
  });

  it('keeps reporting a row no section erases, and the hourly job logs it as an error', async () => {
    const ghost = randomUUID();
    await db.execute(sql`insert into ${sql.identifier(PROBE_TABLE)} (id, owner_uuid) values (${randomUUID()}, ${ghost})`);
    // Without the probe's section: the module "forgot" to register it.
    const { log, errors } = recordingLog();
    const deletion = createAccountDeletion({ db, files, log });
    const job = accountDeletionJobs(deletion, log).find((candidate) => candidate.name === 'identity.reconcile-personal-data')!;
    expect(await job.run()).toEqual({ orphanTables: 1, remainingTables: 1 });
    expect(errors).toEqual([
      {
        message: 'personal data of deleted accounts found (reconciliation)',
        object: {
          orphans: [{ table: PROBE_TABLE, column: 'owner_uuid', rows: 1, userUuids: [ghost] }],
          remaining: [{ table: PROBE_TABLE, column: 'owner_uuid', rows: 1, userUuids: [ghost] }],
        },
      },
    ]);

    // Once the section is there, the next run erases it, and the run after finds nothing to log.
    const repaired = createAccountDeletion({ db, files, log, sections: () => [...personalDataSections(), probeSection] });
    const repairedJob = accountDeletionJobs(repaired, log).find((candidate) => candidate.name === 'identity.reconcile-personal-data')!;
    expect(await repairedJob.run()).toEqual({ orphanTables: 1, remainingTables: 0 });
    expect(await repairedJob.run()).toEqual({ orphanTables: 0, remainingTables: 0 });
    expect(errors).toHaveLength(2);
  });

  it('removes an object without a row and the objects of a deleted account the deletion left behind', async () => {
    // A deactivated account with a file, deleted by a run that crashed before it removed the objects.
    const owner = demoUser(testApp.world, 'deaktiviert');
    await db.update(users).set({ roles: ['SCHUELER'], activeRole: 'SCHUELER' }).where(eq(users.uuid, owner.uuid));
    const fileUuid = await uploadPngAs(testApp, 'deaktiviert', 'bleibt-liegen.png', 700);
    await db.update(users).set({ roles: ['DEACTIVATED'], activeRole: 'DEACTIVATED', deletionDate: new Date(Date.now() - HOUR_MS) }).where(eq(users.uuid, owner.uuid));
    const crashing = createAccountDeletion({ db, files: { eraseAllOf: (tx, userUuid) => files.eraseAllOf(tx, userUuid) }, log: recordingLog().log });
    expect(await crashing.deleteDueAccounts()).toMatchObject({ deleted: 1, failed: 0 });
    expect(await readdir(objectsDir())).toContain(fileUuid);

    // And an object that never got its row (a crash between store and commit), older than the grace hour.
    const stray = randomUUID();
    await writeFile(path.join(objectsDir(), stray), 'ohne Zeile');
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR_MS);
    await utimes(path.join(objectsDir(), stray), twoHoursAgo, twoHoursAgo);

    const report = await files.cleanUpOrphans();
    expect(report).toMatchObject({ removedObjects: 1, orphanObjects: 1, rowsWithoutObject: [] });
    const left = await readdir(objectsDir());
    expect(left).not.toContain(fileUuid);
    expect(left).not.toContain(stray);
    expect(await files.cleanUpOrphans()).toMatchObject({ removedObjects: 0, orphanObjects: 0, rowsWithoutObject: [] });
    expect(await createAccountDeletion({ db, files, log: recordingLog().log }).findOrphans()).toEqual([]);
  });
});
