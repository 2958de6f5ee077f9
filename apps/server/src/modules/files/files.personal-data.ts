import { asc, eq } from 'drizzle-orm';
import type { PersonalDataSection } from '../../platform/personal-data';
import { filesRepository } from './files.repository';
import { files } from './files.schema';

/**
 * Every stored file of a person (uploads, story attachments, task files; trash included) with
 * its bytes under `files/dateien/` in the export. Other modules' sections name the file uuid in
 * their records but do not list the file again. Erasure itself is the front door's
 * `eraseAllOf`, which the deletion job calls in its transaction; `erase` here does the same rows
 * so that a rerun finds nothing left.
 */
export const filesPersonalData: PersonalDataSection = {
  name: 'dateien',
  title: 'Dateien',
  tables: ['files', 'file_storage_accounts'],

  async collect(db, userUuid) {
    const rows = await db.select().from(files).where(eq(files.ownerUuid, userUuid)).orderBy(asc(files.createdAt));
    return {
      records: rows.map((row) => ({
        uuid: row.uuid,
        filename: row.originalName,
        content_type: row.mimeType,
        size: row.sizeBytes,
        purpose: row.purpose,
        created_date: row.createdAt.toISOString(),
        trashed_date: row.trashedAt?.toISOString() ?? null,
      })),
      files: rows.map((row) => ({ path: `${row.uuid}-${row.originalName}`, fileUuid: row.uuid })),
    };
  },

  async erase(tx, userUuid) {
    // Rows go, their objects are queued for removal in the same transaction (as eraseAllOf does).
    await filesRepository.deleteFiles(tx, eq(files.ownerUuid, userUuid));
    await filesRepository.deleteStorageAccount(tx, userUuid);
  },
};
