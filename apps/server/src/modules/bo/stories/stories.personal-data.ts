import type { PersonalDataSection } from '../../../platform/personal-data';
import { createStoriesRepository } from './stories.repository';

/** A file name that is safe inside the export zip, e.g. `Mein Praktikum.png`. */
function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  const cleaned = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim();
  return cleaned.length > 0 ? cleaned.slice(0, 120) : 'anhang';
}

/**
 * The stories of a student for the data export (text, hashtags, dates, trash included, with their
 * attachments as files) and for the erasure of the account. The attachments' file rows and
 * objects are erased by the files module's own section.
 */
export const storiesPersonalData: PersonalDataSection = {
  name: 'stories',
  title: 'Stories',
  tables: ['stories'],
  async collect(db, userUuid) {
    const rows = await createStoriesRepository(db).listAllOf(userUuid);
    return {
      records: rows.map((row) => ({
        uuid: row.uuid,
        description: row.description,
        hashtags: row.hashtags,
        attachment: row.attachmentFileUuid
          ? { file_uuid: row.attachmentFileUuid, filename: row.attachmentName, content_type: row.attachmentMimeType, size: row.attachmentSizeBytes }
          : null,
        created_date: row.createdAt.toISOString(),
        last_modified: row.updatedAt.toISOString(),
        deleted_date: row.deletedAt?.toISOString() ?? null,
      })),
      files: rows.flatMap((row) =>
        row.attachmentFileUuid
          ? [{ path: `${row.uuid}/${safeFileName(row.attachmentName ?? '')}`, fileUuid: row.attachmentFileUuid }]
          : [],
      ),
    };
  },
  async erase(tx, userUuid) {
    await createStoriesRepository(tx).deleteAllOf(tx, userUuid);
  },
};
