import type { FileAttachmentKind, FilePurpose } from '@berufswahl/contracts';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { prepareOnFirstUse } from '../../platform/db/prepared-query';
import { users } from '../../platform/db/schema';
import { fileRemovals, files, fileStorageAccounts } from './files.schema';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

/** Bytes of a user's files by state and kind; task files are the "system" part (spec 3). */
export type UsageBytes = { used: number; systemUsed: number; trash: number; systemTrash: number };

const bytes = (condition: SQL) =>
  sql`coalesce(sum(${files.sizeBytes}) filter (where ${condition}), 0)::bigint`.mapWith(Number);

/** What an upload records of a file (`insertFile`); the other columns start empty. */
export type RecordedFile = Required<Pick<NewFileRow, 'uuid' | 'ownerUuid' | 'purpose' | 'originalName' | 'mimeType' | 'sizeBytes' | 'storageKey'>>;

// An upload's statements, built once and run in the upload's transaction (decision 249).

/**
 * Creates the user's storage account row if needed and locks it, in one statement: `on conflict do
 * update` locks the existing row as `select … for update` did (two statements before). The lock
 * holds until the transaction ends: concurrent uploads of the same user wait here, so each quota
 * check – a statement of its own after it, with a snapshot taken after the wait – sees the
 * previous insert.
 */
const lockAccountStatement = prepareOnFirstUse((db) =>
  db
    .insert(fileStorageAccounts)
    .values({ userUuid: sql.placeholder('userUuid') })
    .onConflictDoUpdate({ target: fileStorageAccounts.userUuid, set: { userUuid: sql`excluded.user_uuid` } })
    .returning({ spaceBytes: fileStorageAccounts.spaceBytes }),
);

const usageStatement = prepareOnFirstUse((db) =>
  db
    .select({
      used: bytes(sql`${files.trashedAt} is null and ${files.purpose} <> 'task'`),
      systemUsed: bytes(sql`${files.trashedAt} is null and ${files.purpose} = 'task'`),
      trash: bytes(sql`${files.trashedAt} is not null and ${files.purpose} <> 'task'`),
      systemTrash: bytes(sql`${files.trashedAt} is not null and ${files.purpose} = 'task'`),
    })
    .from(files)
    .where(eq(files.ownerUuid, sql.placeholder('userUuid'))),
);

const insertFileStatement = prepareOnFirstUse((db) =>
  db.insert(files).values({
    uuid: sql.placeholder('uuid'),
    ownerUuid: sql.placeholder('ownerUuid'),
    purpose: sql.placeholder('purpose'),
    originalName: sql.placeholder('originalName'),
    mimeType: sql.placeholder('mimeType'),
    sizeBytes: sql.placeholder('sizeBytes'),
    storageKey: sql.placeholder('storageKey'),
  }),
);

const setAttachmentStatement = prepareOnFirstUse((db) =>
  db
    .update(files)
    .set({
      attachedKind: sql`${sql.placeholder('attachedKind')}::text`,
      attachedUuid: sql`${sql.placeholder('attachedUuid')}::uuid`,
      attachedDate: sql`${sql.placeholder('attachedDate')}::timestamptz`,
    })
    .where(eq(files.uuid, sql.placeholder('fileUuid')))
    .returning({ uuid: files.uuid }),
);

/** The only SQL of the files module. Every function takes the database or the caller's transaction. */
export const filesRepository = {
  /**
   * Creates the user's storage account row if needed and locks it until the transaction ends:
   * concurrent uploads of the same user wait here, so each quota check sees the previous insert.
   */
  async lockStorageAccount(tx: Database, userUuid: string): Promise<{ spaceBytes: number | null }> {
    const [row] = await lockAccountStatement.execute(tx, { userUuid });
    if (!row) throw new Error(`storage account of ${userUuid} vanished`);
    return row;
  },

  async spaceOf(db: Database, userUuid: string): Promise<number | null> {
    const [row] = await db.select({ spaceBytes: fileStorageAccounts.spaceBytes }).from(fileStorageAccounts).where(eq(fileStorageAccounts.userUuid, userUuid));
    return row?.spaceBytes ?? null;
  },

  async setSpace(db: Database, userUuid: string, spaceBytes: number | null): Promise<void> {
    await db
      .insert(fileStorageAccounts)
      .values({ userUuid, spaceBytes })
      .onConflictDoUpdate({ target: fileStorageAccounts.userUuid, set: { spaceBytes } });
  },

  /** The account's school and roles (the coordinator's quota route checks them); undefined when there is none. */
  async findAccount(db: Database, userUuid: string): Promise<{ schoolUuid: string | null; roles: string[] } | undefined> {
    const [row] = await db.select({ schoolUuid: users.schoolUuid, roles: users.roles }).from(users).where(eq(users.uuid, userUuid));
    return row;
  },

  async usageOf(db: Database, userUuid: string): Promise<UsageBytes> {
    const [row] = await usageStatement.execute(db, { userUuid });
    return row ?? { used: 0, systemUsed: 0, trash: 0, systemTrash: 0 };
  },

  async insertFile(tx: Database, row: RecordedFile): Promise<void> {
    await insertFileStatement.execute(tx, row);
  },

  async findFile(db: Database, fileUuid: string): Promise<FileRow | undefined> {
    const [row] = await db.select().from(files).where(eq(files.uuid, fileUuid));
    return row;
  },

  /** The rows of several files at once; missing ones are simply not in the answer. */
  async findFiles(db: Database, fileUuids: readonly string[]): Promise<FileRow[]> {
    if (fileUuids.length === 0) return [];
    return db.select().from(files).where(inArray(files.uuid, [...fileUuids]));
  },

  async listFiles(db: Database, ownerUuid: string, state: 'active' | 'trash'): Promise<FileRow[]> {
    return db
      .select()
      .from(files)
      .where(and(eq(files.ownerUuid, ownerUuid), state === 'trash' ? isNotNull(files.trashedAt) : isNull(files.trashedAt)))
      .orderBy(state === 'trash' ? desc(files.trashedAt) : desc(files.createdAt), asc(files.uuid));
  },

  async listTrashedUuids(db: Database, ownerUuid: string, options: { purpose?: FilePurpose; unattachedOnly?: boolean } = {}): Promise<string[]> {
    const rows = await db
      .select({ uuid: files.uuid })
      .from(files)
      .where(
        and(
          eq(files.ownerUuid, ownerUuid),
          isNotNull(files.trashedAt),
          options.purpose ? eq(files.purpose, options.purpose) : undefined,
          options.unattachedOnly ? isNull(files.attachedKind) : undefined,
        ),
      );
    return rows.map((row) => row.uuid);
  },

  /** Sets (or clears, with null) what the file belongs to; false when the file does not exist. */
  async setAttachment(tx: Database, fileUuid: string, owner: { kind: FileAttachmentKind; uuid: string; date: Date } | null): Promise<boolean> {
    const rows = await setAttachmentStatement.execute(tx, {
      fileUuid,
      attachedKind: owner?.kind ?? null,
      attachedUuid: owner?.uuid ?? null,
      attachedDate: owner?.date ?? null,
    });
    return rows.length > 0;
  },

  /** Sets or clears the trash date; false when the file does not exist. */
  async setTrashedAt(tx: Database, fileUuid: string, trashedAt: Date | null): Promise<boolean> {
    const rows = await tx
      .update(files)
      .set({ trashedAt: trashedAt ? sql`coalesce(${files.trashedAt}, ${trashedAt.toISOString()}::timestamptz)` : null })
      .where(eq(files.uuid, fileUuid))
      .returning({ uuid: files.uuid });
    return rows.length > 0;
  },

  /** Deletes rows and queues their objects for removal, in the same transaction. */
  async deleteFiles(tx: Database, where: SQL | undefined): Promise<number> {
    const deleted = await tx.delete(files).where(where).returning({ storageKey: files.storageKey });
    if (deleted.length > 0) {
      await tx
        .insert(fileRemovals)
        .values(deleted.map(({ storageKey }) => ({ storageKey })))
        .onConflictDoNothing({ target: fileRemovals.storageKey });
    }
    return deleted.length;
  },

  async deleteStorageAccount(tx: Database, userUuid: string): Promise<void> {
    await tx.delete(fileStorageAccounts).where(eq(fileStorageAccounts.userUuid, userUuid));
  },

  async pendingRemovals(db: Database, limit: number): Promise<string[]> {
    const rows = await db.select({ storageKey: fileRemovals.storageKey }).from(fileRemovals).orderBy(asc(fileRemovals.requestedAt)).limit(limit);
    return rows.map((row) => row.storageKey);
  },

  async forgetRemoval(db: Database, storageKey: string): Promise<void> {
    await db.delete(fileRemovals).where(eq(fileRemovals.storageKey, storageKey));
  },

  /**
   * Files of nobody's story or answer that went to the trash before `cutoff`. Attached files are
   * left out: they are purged with their owner (bo.purge-trash), never an hour before it.
   */
  async trashedBefore(db: Database, cutoff: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ uuid: files.uuid })
      .from(files)
      .where(and(isNotNull(files.trashedAt), lt(files.trashedAt, cutoff), isNull(files.attachedKind)))
      .limit(limit);
    return rows.map((row) => row.uuid);
  },

  /** Which of these keys a row (or a queued removal) still refers to. */
  async knownKeys(db: Database, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const [rows, removals] = await Promise.all([
      db.select({ key: files.storageKey }).from(files).where(inArray(files.storageKey, keys)),
      db.select({ key: fileRemovals.storageKey }).from(fileRemovals).where(inArray(fileRemovals.storageKey, keys)),
    ]);
    return new Set([...rows, ...removals].map((row) => row.key));
  },

  /** Storage keys of rows created before `before`, page by page (for the orphan report). */
  async rowKeysPage(db: Database, before: Date, afterKey: string, limit: number): Promise<string[]> {
    const rows = await db
      .select({ key: files.storageKey })
      .from(files)
      .where(and(lt(files.createdAt, before), sql`${files.storageKey} > ${afterKey}`))
      .orderBy(asc(files.storageKey))
      .limit(limit);
    return rows.map((row) => row.key);
  },
};

export { files, fileRemovals, fileStorageAccounts };
