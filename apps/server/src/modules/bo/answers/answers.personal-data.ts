import { inArray } from 'drizzle-orm';
import type { PersonalDataSection } from '../../../platform/personal-data';
import { files } from '../../files';
import { toAnswer } from './answer-rules';
import { createAnswersRepository } from './answers.repository';
import { loadMeinWeg } from '../career-orientations/mein-weg-content';

/** A file name that is safe inside the export zip. */
function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  const cleaned = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim();
  return cleaned.length > 0 ? cleaned.slice(0, 120) : 'datei';
}

/**
 * The student's answers to Mein Weg, the trash included, for the export and the erasure. An
 * upload task's file goes into the zip here, once, under `files/mein-weg/<answer>/` (decision 047);
 * its file row and object are erased by the files module's own section.
 */
export const meinWegPersonalData: PersonalDataSection = {
  name: 'mein-weg',
  title: 'Mein Weg: Antworten und Reflexionen',
  tables: ['bo_task_answers'],
  async collect(db, userUuid) {
    const rows = await createAnswersRepository(db).findEvery(userUuid);
    const { taskByUuid } = await loadMeinWeg();
    // Only files that still exist go into the zip (before decision 047 a student could delete an answer's file under "Dateien").
    const fileUuids = rows.flatMap((row) => (row.fileUuid ? [row.fileUuid] : []));
    const existing = new Set(
      fileUuids.length === 0 ? [] : (await db.select({ uuid: files.uuid }).from(files).where(inArray(files.uuid, fileUuids))).map((row) => row.uuid),
    );
    return {
      records: rows.map((row) => {
        const found = taskByUuid.get(row.taskUuid);
        const answer = toAnswer(row);
        return {
          ...answer,
          file: answer.file ? { ...answer.file, file_uuid: answer.file.uuid } : null,
          task_title: found?.task.title ?? null,
          station_title: found?.station.title ?? null,
        };
      }),
      files: rows.flatMap((row) => (row.fileUuid && existing.has(row.fileUuid) ? [{ path: `${row.uuid}/${safeFileName(row.fileName ?? '')}`, fileUuid: row.fileUuid }] : [])),
    };
  },
  async erase(tx, userUuid) {
    await createAnswersRepository(tx).removeAllOf(tx, userUuid);
  },
};
