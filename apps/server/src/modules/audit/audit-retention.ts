import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client';
import type { RecurringJob } from '../../platform/jobs';
import { auditEvents } from './audit.schema';

/**
 * How long the administration's audit trail is kept (decision 109): two years cover a school year
 * and the following one, enough to answer "who created/deactivated/moved this account"; after
 * that the coordinator's name in the rows is no longer needed for accountability.
 */
export const AUDIT_RETENTION_DAYS = 730;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment before which audit rows are deleted. */
export function auditRetentionCutoff(now: Date, retentionDays: number = AUDIT_RETENTION_DAYS): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/** Deletes audit rows older than the retention period; answers how many. */
export async function purgeExpiredAuditEvents(db: Database, now: Date = new Date()): Promise<number> {
  const deleted = await db.delete(auditEvents).where(lt(auditEvents.createdAt, auditRetentionCutoff(now))).returning({ uuid: auditEvents.uuid });
  return deleted.length;
}

/** The recurring job, hourly like the other clean-ups (the trail is small: a run is one short scan). */
export function auditRetentionJobs(db: Database, log: FastifyBaseLogger): RecurringJob[] {
  return [
    {
      name: 'identity.purge-audit-events',
      everyMinutes: 60,
      run: async () => {
        const deleted = await purgeExpiredAuditEvents(db);
        if (deleted > 0) log.info({ deleted }, 'expired audit events deleted');
        return { deleted };
      },
    },
  ];
}
