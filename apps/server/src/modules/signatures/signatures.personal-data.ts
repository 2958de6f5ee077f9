import { asc, eq } from 'drizzle-orm';
import type { PersonalDataSection } from '../../platform/personal-data';
import { signatureRecords, signatureSnoozes } from './signatures.schema';

/**
 * Signatures (decision 113): the confirmations and withdrawals a person recorded for their school,
 * and their "Später erinnern" choices.
 *
 * On deletion the snoozes go. The records stay – they are the school's proof that the data
 * processing agreement was confirmed (Art. 5(2), 28 DSGVO; kept under Art. 17(3)(b) and (e)) – but
 * lose the link to the account; the name recorded at that moment stays as text, because a proof
 * that does not say who confirmed proves nothing. Done here rather than by the cascade, so a
 * rerun finds nothing left to do.
 */
export const signaturesPersonalData: PersonalDataSection = {
  name: 'unterschriften',
  title: 'Bestätigungen (Auftragsverarbeitung)',
  tables: ['signature_records', 'signature_snoozes'],

  async collect(db, userUuid) {
    const records = await db.select().from(signatureRecords).where(eq(signatureRecords.actorUuid, userUuid)).orderBy(asc(signatureRecords.createdAt));
    const snoozes = await db.select().from(signatureSnoozes).where(eq(signatureSnoozes.userUuid, userUuid));
    return {
      records: [
        ...records.map((row) => ({
          type: row.kind === 'confirmed' ? 'signature_confirmation' : 'signature_withdrawal',
          uuid: row.uuid,
          flow_uuid: row.flowUuid,
          school_uuid: row.schoolUuid,
          school_name: row.schoolName,
          name: row.actorName,
          role: row.actorRole,
          principal_name: row.principalName,
          document_version: row.documentVersion,
          content_hash: row.contentHash,
          created_date: row.createdAt.toISOString(),
        })),
        ...snoozes.map((row) => ({
          type: 'signature_reminder_later',
          flow_uuid: row.flowUuid,
          snoozed_until: row.snoozedUntil.toISOString(),
        })),
      ],
    };
  },

  async erase(tx, userUuid) {
    await tx.delete(signatureSnoozes).where(eq(signatureSnoozes.userUuid, userUuid));
    await tx.update(signatureRecords).set({ actorUuid: null }).where(eq(signatureRecords.actorUuid, userUuid));
  },
};
