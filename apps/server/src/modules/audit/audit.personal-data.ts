import { and, eq, or, sql } from 'drizzle-orm';
import type { PersonalDataSection } from '../../platform/personal-data';
import { users } from '../../platform/db/schema';
import { auditEvents } from './audit.schema';

/**
 * The audit trail as personal data (decision 102): the export shows what the person did as a
 * coordinator and what was done to the own account – action and time, without the details that
 * name other people. The deletion keeps the fact that something happened (accountability of the
 * school) but removes every link to the person: uuids, the copied name and the user name.
 */
export const auditPersonalData: PersonalDataSection = {
  name: 'verwaltungsprotokoll',
  title: 'Protokoll der Verwaltung',
  tables: ['audit_events'],

  async collect(db, userUuid) {
    const rows = await db
      .select({
        createdAt: auditEvents.createdAt,
        action: auditEvents.action,
        actorUuid: auditEvents.actorUuid,
        actorRole: auditEvents.actorRole,
        targetType: auditEvents.targetType,
      })
      .from(auditEvents)
      .where(or(eq(auditEvents.actorUuid, userUuid), eq(auditEvents.targetUuid, userUuid)))
      .orderBy(auditEvents.createdAt);
    return {
      records: rows.map((row) => ({
        created_at: row.createdAt.toISOString(),
        action: row.action,
        ...(row.actorUuid === userUuid ? { acted_as: row.actorRole, target_type: row.targetType } : { concerned_own_account: true }),
      })),
    };
  },

  async erase(tx, userUuid) {
    const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.uuid, userUuid)).limit(1);
    await tx.update(auditEvents).set({ actorUuid: null, actorName: null }).where(eq(auditEvents.actorUuid, userUuid));
    await tx
      .update(auditEvents)
      .set({ targetUuid: null, details: sql`${auditEvents.details} - 'username' - 'teacher'` })
      .where(eq(auditEvents.targetUuid, userUuid));
    if (user) {
      // An import lists the user names it created; the deleted one leaves that list.
      await tx
        .update(auditEvents)
        .set({ details: sql`jsonb_set(${auditEvents.details}, '{usernames}', (${auditEvents.details} -> 'usernames') - ${user.username}::text)` })
        .where(and(eq(auditEvents.action, 'account.imported'), sql`${auditEvents.details} -> 'usernames' ? ${user.username}::text`));
    }
  },
};
