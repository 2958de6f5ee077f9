import { asc, eq } from 'drizzle-orm';
import type { PersonalDataSection } from '../../platform/personal-data';
import { filesRepository } from './files.repository';
import { files } from './files.schema';

/**
 * Every stored file of a person (uploads, story attachments, task files; trash included) as a
 * record. The bytes of files that belong to nothing go under `files/dateien/`; a story's
 * attachment or an answer's upload goes once, under its owner's section (`files/stories/…`,
 * `files/mein-weg/…`), and its record here says which owner (`attached_to`) – decisions 047, 050. Erasure itself is the front door's
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
        file_uuid: row.uuid,
        attached_to: row.attachedKind && row.attachedUuid ? { kind: row.attachedKind, uuid: row.attachedUuid } : null,
      })),
      files: rows.filter((row) => !row.attachedKind).map((row) => ({ path: `${row.uuid}-${row.originalName}`, fileUuid: row.uuid })),
    };
  },

  async erase(tx, userUuid) {
    // Rows go, their objects are queued for removal in the same transaction (as eraseAllOf does).
    await filesRepository.deleteFiles(tx, eq(files.ownerUuid, userUuid));
    await filesRepository.deleteStorageAccount(tx, userUuid);
  },
};
