import type { PersonalDataSection } from '../../../platform/personal-data';
import { createStatementsRepository } from './statements.repository';

/** A student's statements for the data export and the erasure of the account. */
export const statementsPersonalData: PersonalDataSection = {
  name: 'aussagen',
  title: 'Aussagen über Stärken und Interessen',
  tables: ['statements'],
  async collect(db, userUuid) {
    const rows = await createStatementsRepository(db).listAllOf(userUuid);
    return {
      records: rows.map((row) => ({
        uuid: row.uuid,
        text: row.text,
        created_date: row.createdAt.toISOString(),
        last_modified: row.updatedAt.toISOString(),
        deleted_date: row.deletedAt?.toISOString() ?? null,
      })),
    };
  },
  async erase(tx, userUuid) {
    await createStatementsRepository(tx).deleteAllOf(tx, userUuid);
  },
};
