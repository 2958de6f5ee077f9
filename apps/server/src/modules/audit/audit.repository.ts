import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import { ANONYMOUS_ACTOR_ROLE, type AuditAction } from '@berufswahl/contracts';
import type { Caller } from '../../platform/auth/access';
import type { Database } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { auditEvents } from './audit.schema';

export type AuditEventRow = typeof auditEvents.$inferSelect;

/** What one administrative change records besides its actor (taken from the caller). */
export type AuditEntry = {
  action: AuditAction;
  targetType: 'class' | 'account' | 'school' | 'client' | 'teacher_assignment' | 'import' | 'export' | 'important_notification' | 'feedback_link' | 'feedback' | 'share_link';
  targetUuid: string | null;
  clientUuid: string | null;
  schoolUuid: string | null;
  /** Facts of the change – never a password, a hash or a reactivation code. */
  details?: Record<string, unknown>;
};

const SECRET_KEYS = /password|hash|code|token|secret/i;

/** Drops keys that look like secrets, so a careless caller cannot write one into the trail. */
export function withoutSecrets(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(details).filter(([key]) => !SECRET_KEYS.test(key)));
}

/**
 * Writes one audit row of something done without an account – the one submission through a
 * feedback link (decision 230): no actor, the role `ANONYMOUS`. Call it with the change's `tx`.
 */
export async function recordAnonymousAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await insertAuditRow(tx, { uuid: null, name: null, role: ANONYMOUS_ACTOR_ROLE }, entry);
}

/**
 * Writes one audit row. Call it with the transaction of the change (`tx`), so both commit or
 * neither does.
 */
export async function recordAudit(tx: Database, caller: Caller, entry: AuditEntry): Promise<void> {
  const [actor] = await tx
    .select({ firstName: users.firstName, surname: users.surname })
    .from(users)
    .where(eq(users.uuid, caller.uuid))
    .limit(1);
  await insertAuditRow(tx, { uuid: caller.uuid, name: actor ? `${actor.firstName} ${actor.surname}` : null, role: caller.activeRole }, entry);
}

/** The one insert of the trail, for actors with and without an account. */
async function insertAuditRow(tx: Database, actor: { uuid: string | null; name: string | null; role: string }, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({
    actorUuid: actor.uuid,
    actorName: actor.name,
    actorRole: actor.role,
    action: entry.action,
    targetType: entry.targetType,
    targetUuid: entry.targetUuid,
    clientUuid: entry.clientUuid,
    schoolUuid: entry.schoolUuid,
    details: withoutSecrets(entry.details ?? {}),
  });
}

export function createAuditRepository(db: Database) {
  return {
    /** Newest first, one page; `scope` names the school or the Land whose trail is read. */
    async page(scope: { schoolUuid: string } | { clientUuid: string }, page: number, pageSize: number) {
      // A Land's trail also lists the changes of the system-wide important notification, which
      // reaches every Land's coordinators (decision 023); they are stored once, without a Land.
      const where =
        'schoolUuid' in scope
          ? eq(auditEvents.schoolUuid, scope.schoolUuid)
          : or(
              eq(auditEvents.clientUuid, scope.clientUuid),
              and(isNull(auditEvents.clientUuid), eq(auditEvents.targetType, 'important_notification')),
            );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditEvents)
          .where(where)
          .orderBy(desc(auditEvents.createdAt), desc(auditEvents.uuid))
          .limit(pageSize)
          .offset(page * pageSize),
        db.select({ value: count() }).from(auditEvents).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
