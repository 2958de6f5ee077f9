import { and, arrayContains, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig, DeletionPausePoint } from '../../../platform/config';
import type { Database } from '../../../platform/db/client';
import { users } from '../../../platform/db/schema';
import { waitAtTestPause } from '../../../platform/test-pause';
import { type PersonalDataSection, personalDataSections } from '../../../platform/personal-data';
import { findOrphanRows, type OrphanReport, removeProviderRecordsOfMissingAccounts } from '../../../platform/personal-data/user-references';
import { deleteAccountRow } from '../identity.personal-data';

/** What the deletion needs of the files module: every file of a person, trash included, gone. */
export type FilesEraser = {
  /**
   * Inside the deletion transaction: removes the person's file rows (trash included) and makes
   * sure their objects are removed from storage – now or, after the commit, by the files module.
   */
  eraseAllOf(tx: Database, userUuid: string): Promise<unknown>;
  /** After the commit: removes the objects `eraseAllOf` queued (the files cleanup job does it otherwise). */
  removeDeletedObjects?(): Promise<unknown>;
};

export type AccountDeletionOptions = {
  db: Database;
  files: FilesEraser | null;
  log: FastifyBaseLogger;
  sections?: () => readonly PersonalDataSection[];
  /** Fault tests only (TEST_DELETION_PAUSE_FILE, refused in production; decision 169). */
  testPause?: AppConfig['testDeletionPause'];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Accounts deleted per run; the next hourly run takes the rest. */
const BATCH_SIZE = 50;

export type DeletionRunResult = { due: number; deleted: number; failed: number };

/**
 * Irrevocable deletion of deactivated accounts at their deletion date (DSGVO Art. 17; decision 054).
 *
 * Per account, one transaction: lock the row (a second process skips it), run every registered
 * section's `erase`, the files module's `eraseAllOf` (rows and objects, trash included), delete the
 * `users` row. Either all of it commits or none of it does, so a crash at any point leaves the
 * account due and the next run starts it again; once committed the account is no longer found.
 * Only accounts whose active role list says DEACTIVATED are ever touched – a reactivated account
 * keeps a stale deletion date harmlessly.
 */
export function createAccountDeletion(options: AccountDeletionOptions) {
  const sectionsOf = options.sections ?? personalDataSections;
  const pause = options.testPause ?? null;
  const pauseAt = async (point: DeletionPausePoint) => {
    if (pause?.point === point) await waitAtTestPause(pause.file, point);
  };
  const dueCondition = (now: Date) =>
    and(isNotNull(users.deletionDate), lte(users.deletionDate, now), arrayContains(users.roles, ['DEACTIVATED']));

  async function deleteAccount(userUuid: string, now: Date): Promise<boolean> {
    return options.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ uuid: users.uuid })
        .from(users)
        .where(and(eq(users.uuid, userUuid), dueCondition(now)))
        .for('update', { skipLocked: true });
      if (!locked) return false;
      for (const section of sectionsOf()) await section.erase(tx, userUuid);
      if (options.files) await options.files.eraseAllOf(tx, userUuid);
      const isDeleted = (await deleteAccountRow(tx, userUuid)) === 1;
      await pauseAt('before-commit');
      return isDeleted;
    });
  }

  return {
    /** The accounts whose deletion date has passed. */
    async findDue(now: Date = new Date(), limit = BATCH_SIZE): Promise<string[]> {
      const rows = await options.db.select({ uuid: users.uuid }).from(users).where(dueCondition(now)).orderBy(asc(users.deletionDate)).limit(limit);
      return rows.map((row) => row.uuid);
    },

    deleteAccount,

    /** One run of the job: deletes every due account; a failing account does not stop the others. */
    async deleteDueAccounts(now: Date = new Date()): Promise<DeletionRunResult> {
      if (!options.files) {
        // Without the files module an account's files would outlive it: refuse rather than half-delete.
        options.log.error('account deletion skipped: the files module is not available');
        return { due: 0, deleted: 0, failed: 0 };
      }
      const due = await this.findDue(now);
      let deleted = 0;
      let failed = 0;
      for (const userUuid of due) {
        try {
          if (await deleteAccount(userUuid, now)) deleted += 1;
        } catch (error) {
          failed += 1;
          options.log.error({ err: error, userUuid }, 'account deletion failed; the next run retries');
        }
      }
      if (deleted > 0 && options.files.removeDeletedObjects) {
        await pauseAt('before-object-removal');
        // The rows are gone for good; a failure here leaves queued objects for the files cleanup job.
        await options.files.removeDeletedObjects().catch((error: unknown) => {
          options.log.warn({ err: error }, 'objects of deleted accounts left to the files cleanup job');
        });
      }
      return { due: due.length, deleted, failed };
    },

    /** Reconciliation: rows that still point at users who no longer exist (should be none). */
    async findOrphans(): Promise<OrphanReport[]> {
      return findOrphanRows(options.db);
    },

    /**
     * Reconciliation with repair (decision 055): finds what still names a deleted user, erases it
     * again – every section's `erase` and the files module's `eraseAllOf` for each such user, one
     * transaction per user, as the deletion did – and ends the provider's sessions of accounts
     * that are gone. `remaining` is what no erase covers: a section that misses a table.
     */
    async cleanUpOrphans(): Promise<{ found: OrphanReport[]; remaining: OrphanReport[] }> {
      const found = await findOrphanRows(options.db);
      if (found.length === 0) return { found, remaining: [] };
      const userUuids = [...new Set(found.flatMap((report) => report.userUuids))].filter((uuid) => UUID.test(uuid));
      for (const userUuid of userUuids) {
        await options.db.transaction(async (tx) => {
          // Only for a user who really is gone: a uuid that has an account again is left alone.
          const [exists] = await tx.select({ uuid: users.uuid }).from(users).where(eq(users.uuid, userUuid)).limit(1);
          if (exists) return;
          for (const section of sectionsOf()) await section.erase(tx, userUuid);
          if (options.files) await options.files.eraseAllOf(tx, userUuid);
        });
      }
      await removeProviderRecordsOfMissingAccounts(options.db);
      await options.files?.removeDeletedObjects?.().catch((error: unknown) => {
        options.log.warn({ err: error }, 'objects of deleted accounts left to the files cleanup job');
      });
      return { found, remaining: await findOrphanRows(options.db) };
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;

