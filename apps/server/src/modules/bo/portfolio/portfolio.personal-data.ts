import type { PersonalDataSection } from '../../../platform/personal-data';
import { createPortfolioRepository } from './portfolio.repository';

/**
 * Mein Portfolio for the export and the erasure: „Über mich“ and the chosen items as references
 * (the items themselves are in their own sections: Stories, Mein Weg, Dateien …). Erasing the
 * student removes the portfolio.
 */
export const portfolioPersonalData: PersonalDataSection = {
  name: 'portfolio',
  title: 'Mein Portfolio',
  tables: ['portfolios'],
  async collect(db, userUuid) {
    const row = await createPortfolioRepository(db).findRow(userUuid);
    if (!row) return { records: [] };
    return {
      records: [
        {
          type: 'portfolio',
          about_me: row.profile,
          portfolio_items: row.items.map((item, index) => ({ position: index + 1, kind: item.kind, uuid: item.uuid ?? null })),
          last_modified: row.updatedAt.toISOString(),
        },
      ],
    };
  },
  async erase(tx, userUuid) {
    await createPortfolioRepository(tx).eraseAllOf(tx, userUuid);
  },
};
