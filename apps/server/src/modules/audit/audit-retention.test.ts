import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { openTestDatabase } from '../../test/test-database';
import { AUDIT_RETENTION_DAYS, auditRetentionCutoff, purgeExpiredAuditEvents } from './audit-retention';
import { auditEvents } from './audit.schema';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('audit retention (decision 109)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('keeps two years', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(AUDIT_RETENTION_DAYS).toBe(730);
    expect(now.getTime() - auditRetentionCutoff(now).getTime()).toBe(730 * DAY_MS);
  });

  it('deletes only rows older than the retention period', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const row = (createdAt: Date, label: string) => ({ createdAt, actorRole: 'ADMIN_SCHULE', action: 'class.created', targetType: 'class', details: { label } });
    await database.db.insert(auditEvents).values([row(at(731), 'alt'), row(at(729), 'jung'), row(at(1), 'neu')]);
    expect(await purgeExpiredAuditEvents(database.db, now)).toBe(1);
    const left = await database.db.select({ details: auditEvents.details }).from(auditEvents);
    expect(left.map((entry) => entry.details.label).sort()).toEqual(['jung', 'neu']);
    expect(await purgeExpiredAuditEvents(database.db, now)).toBe(0);
  });
});
