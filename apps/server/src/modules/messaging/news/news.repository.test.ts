import { NEWS_QUOTA, NEWS_READER_ROLES } from '@berufswahl/contracts';
import { and, asc, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../platform/db/client';
import { classes, schools, users } from '../../../platform/db/schema';
import { openTestDatabase } from '../../../test/test-database';
import { seedDemo } from '../../../wiring/demo-seed';
import { createNewsRepository, visibleTo, type NewNewsRow, type NewsKind, type NewsRepository, type Reader } from './news.repository';
import { newsItems } from './news.schema';
import { readingRoleOf } from './news.service';

/**
 * The one-round-trip list (decision 241) against the visibility rule it restates: for every demo
 * account in every reading role, kind and level filter, the list shows exactly the items – in the
 * same order, with the same count and fields – that `visibleTo` lets through, as the list did
 * before with six queries. Run it on PostgreSQL as well:
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run apps/server/src/modules/messaging/news/news.repository.test.ts
 */

let database: DatabaseHandle;
let repository: NewsRepository;
const KINDS: NewsKind[] = ['news', 'event'];
const LEVELS = [null, 'sek1', 'sek2'];
const AUDIENCE_SETS = [['SCHUELER'], ['LEHRER'], ['ADMIN_SCHULE'], ['SCHUELER', 'LEHRER', 'ADMIN_SCHULE']];
const todayInGermany = sql`(now() at time zone 'Europe/Berlin')::date`;

/** The list as it was: the rule of `visibleTo` on values loaded before. */
async function listedBefore(reader: Reader, kind: NewsKind, level: string | null): Promise<string[]> {
  const rows = await database.db
    .select({ uuid: newsItems.uuid })
    .from(newsItems)
    .where(
      and(
        eq(newsItems.kind, kind),
        visibleTo(reader),
        level ? or(isNull(newsItems.level), eq(newsItems.level, level)) : undefined,
        kind === 'event' ? gte(newsItems.eventDate, todayInGermany) : undefined,
      ),
    )
    .orderBy(
      ...(kind === 'event'
        ? [asc(newsItems.eventDate), sql`${newsItems.eventTime} asc nulls first`, asc(newsItems.createdAt)]
        : [desc(newsItems.createdAt)]),
      asc(newsItems.uuid),
    );
  return rows.map((row) => row.uuid);
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { isProduction: false, withLife: true });
  repository = createNewsRepository(database.db);
  const { db } = database;
  const allSchools = await db.select({ uuid: schools.uuid, clientUuid: schools.clientUuid }).from(schools);
  const allClasses = await db.select({ uuid: classes.uuid, schoolUuid: classes.schoolUuid, grade: classes.grade }).from(classes);
  const authors = await db.select({ uuid: users.uuid, surname: users.surname }).from(users).orderBy(asc(users.uuid));
  const clientUuids = [...new Set(allSchools.map((school) => school.clientUuid))];
  // Every kind of place and target the rule knows, each item by another author, events around today.
  const rows: NewNewsRow[] = [];
  const add = (row: Omit<NewNewsRow, 'kind' | 'title' | 'text' | 'authorName' | 'audiences'>) => {
    for (const kind of KINDS) {
      for (const audiences of AUDIENCE_SETS) {
        const n = rows.length;
        const author = authors[n % authors.length];
        rows.push({
          ...row,
          kind,
          audiences,
          title: `Meldung ${n}`,
          text: '<p>Text</p>',
          authorUuid: author?.uuid ?? null,
          authorName: author?.surname ?? 'Gelöscht',
          eventDate: kind === 'event' ? new Date(Date.now() + ((n % 5) - 2) * 86_400_000).toISOString().slice(0, 10) : null,
          eventTime: kind === 'event' && n % 2 === 0 ? '10:00' : null,
          place: kind === 'event' ? 'Aula' : null,
          createdAt: new Date(Date.now() - (n % 7) * 60_000),
        });
      }
    }
  };
  add({ clientUuid: null, schoolUuid: null });
  for (const clientUuid of clientUuids) add({ clientUuid, schoolUuid: null });
  for (const school of allSchools) {
    const schoolClasses = allClasses.filter((group) => group.schoolUuid === school.uuid);
    const place = { clientUuid: school.clientUuid, schoolUuid: school.uuid };
    add(place);
    add({ ...place, level: 'sek1' });
    add({ ...place, level: 'sek2' });
    for (const grade of new Set(schoolClasses.map((group) => group.grade))) add({ ...place, grade });
    for (const group of schoolClasses) add({ ...place, classUuid: group.uuid, grade: group.grade });
  }
  add({ clientUuid: clientUuids[0] ?? null, schoolUuid: null, authorUuid: null });
  await db.insert(newsItems).values(rows);
});
afterAll(() => database.close());

describe('news list in one round trip (decision 241)', () => {
  it('shows every reader exactly what the visibility rule lets through, in order, with count and quota', async () => {
    const accounts = await database.db.select({ uuid: users.uuid, roles: users.roles }).from(users);
    let compared = 0;
    for (const account of accounts) {
      const roles = account.roles.map(readingRoleOf).filter((role) => (NEWS_READER_ROLES as readonly string[]).includes(role));
      for (const role of roles) {
        const reader = await repository.loadReader(account.uuid, role);
        if (!reader) throw new Error('reader missing');
        for (const kind of KINDS) {
          for (const level of LEVELS) {
            const expected = await listedBefore(reader, kind, level);
            const page = await repository.listPage(account.uuid, role, kind, { level, start: 0, limit: 1000, windowDays: NEWS_QUOTA.windowDays });
            const label = `${account.uuid} ${role} ${kind} ${level}`;
            expect(page?.rows.map((row) => row.uuid), label).toEqual(expected);
            expect(page?.total, label).toBe(expected.length);
            expect(page?.reader, label).toEqual({ uuid: account.uuid, activeRole: role });
            expect(page?.ownRecent, label).toBe(await repository.countRecentOf(database.db, account.uuid, kind, NEWS_QUOTA.windowDays));
            compared += expected.length;
          }
        }
      }
    }
    // The comparison must have had something to compare.
    expect(compared).toBeGreaterThan(100);
  });

  it('answers a page with the same fields as the single item, one more row to tell has_more', async () => {
    const [teacher] = await database.db.select({ uuid: users.uuid }).from(users).where(sql`'LEHRER' = any(${users.roles})`).limit(1);
    if (!teacher) throw new Error('no teacher');
    const reader = await repository.loadReader(teacher.uuid, 'LEHRER');
    if (!reader) throw new Error('reader missing');
    for (const kind of KINDS) {
      const everything = await listedBefore(reader, kind, null);
      const page = await repository.listPage(teacher.uuid, 'LEHRER', kind, { level: null, start: 1, limit: 2, windowDays: NEWS_QUOTA.windowDays });
      expect(page?.rows.map((row) => row.uuid)).toEqual(everything.slice(1, 4));
      expect(page?.total).toBe(everything.length);
      for (const row of page?.rows ?? []) {
        const single = await repository.findVisible(reader, kind, row.uuid);
        const { uuid, title, text, audiences, classUuid, classLabel, grade, level, authorUuid, authorName, createdAt, updatedAt, eventDate, eventTime, place } =
          single ?? ({} as Record<string, unknown>);
        expect(row).toEqual({ uuid, title, text, audiences, classUuid, classLabel, grade, level, authorUuid, authorName, createdAt, updatedAt, eventDate, eventTime, place });
      }
    }
  });

  it('gives an unknown account no page at all', async () => {
    const page = await repository.listPage('00000000-0000-4000-8000-000000000000', 'SCHUELER', 'news', { level: null, start: 0, limit: 10, windowDays: 30 });
    expect(page).toBeUndefined();
  });
});
