import type { PersonalDataSection } from '../../../platform/personal-data';
import { toAnswer } from './answer-rules';
import { createAnswersRepository } from './answers.repository';
import { loadMeinWeg } from '../career-orientations/mein-weg-content';

/**
 * The student's answers to Mein Weg, the trash included, for the export and the erasure. Uploaded
 * files belong to the files module's section (purpose `task`); here they are named by uuid.
 */
export const meinWegPersonalData: PersonalDataSection = {
  name: 'mein-weg',
  title: 'Mein Weg: Antworten und Reflexionen',
  tables: ['bo_task_answers'],
  async collect(db, userUuid) {
    const rows = await createAnswersRepository(db).findEvery(userUuid);
    const { taskByUuid } = await loadMeinWeg();
    return {
      records: rows.map((row) => {
        const found = taskByUuid.get(row.taskUuid);
        return { ...toAnswer(row), task_title: found?.task.title ?? null, station_title: found?.station.title ?? null };
      }),
    };
  },
  async erase(tx, userUuid) {
    await createAnswersRepository(tx).removeAllOf(tx, userUuid);
  },
};
