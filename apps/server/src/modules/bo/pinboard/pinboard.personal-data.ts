import type { PersonalDataSection } from '../../../platform/personal-data';
import { createPinboardRepository } from './pinboard.repository';

/**
 * The Pinnwand for the export and the erasure: a student's pins with the feedback on them; a
 * teacher's written feedback. Erasing a student removes his pins (feedback included); erasing a
 * teacher keeps his feedback for the student without the author.
 */
export const pinboardPersonalData: PersonalDataSection = {
  name: 'pinnwand',
  title: 'Pinnwand',
  tables: ['pinboard_entries', 'pinboard_feedback'],
  async collect(db, userUuid) {
    const repository = createPinboardRepository(db);
    const entries = await repository.findAllEntriesOf(userUuid);
    const feedback = await repository.findFeedbackOf(entries.map((entry) => entry.uuid));
    const written = await repository.findFeedbackWrittenBy(userUuid);
    return {
      records: [
        ...entries.map((entry) => ({
          uuid: entry.uuid,
          kind: entry.kind,
          item_uuid: entry.itemUuid,
          class_uuid: entry.classUuid,
          created_date: entry.createdAt.toISOString(),
          feedback: feedback
            .filter((one) => one.entryUuid === entry.uuid)
            .map((one) => ({ uuid: one.uuid, text: one.text, created_date: one.createdAt.toISOString() })),
        })),
        ...written.map((one) => ({
          uuid: one.uuid,
          kind: 'feedback_written',
          entry_uuid: one.entryUuid,
          text: one.text,
          created_date: one.createdAt.toISOString(),
        })),
      ],
    };
  },
  async erase(tx, userUuid) {
    await createPinboardRepository(tx).eraseAllOf(tx, userUuid);
  },
};
