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
 * before with six queries. The list finds its reader by the token's subject and reads as the
 * account's active role (decision 259), so each reading role is set on the account first. Run it on
 * PostgreSQL as well:
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run apps/server/src/modules/messaging/news/news.repository.test.ts
 */

let database: DatabaseHandle;
let repository: NewsRepository;
const KINDS: NewsKind[] = ['news', 'event'];
const LEVELS = [null, 'sek1', 'sek2'];
const AUDIENCE_SETS = [['SCHUELER'], ['LEHRER'], ['ADMIN_SCHULE'], ['SCHUELER', 'LEHRER', 'ADMIN_SCHULE']];
const todayInGermany = sql`(now() at time zone 'Europe/Berlin')::date`;

/** The account's subject, with `role` as its active role – what the list reads as. */
async function subjectActingAs(userUuid: string, role: string): Promise<string> {
  const [row] = await database.db.update(users).set({ activeRole: role }).where(eq(users.uuid, userUuid)).returning({ subject: users.idpSubject });
  if (!row?.subject) throw new Error(`no subject for ${userUuid}`);
  return row.subject;
}

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
    const accounts = await database.db.select({ uuid: users.uuid, roles: users.roles, activeRole: users.activeRole }).from(users);
    let compared = 0;
    for (const account of accounts) {
      for (const storedRole of account.roles.filter((role) => (NEWS_READER_ROLES as readonly string[]).includes(readingRoleOf(role)))) {
        const role = readingRoleOf(storedRole);
        const subject = await subjectActingAs(account.uuid, storedRole);
        const reader = await repository.loadReader(account.uuid, role);
        if (!reader) throw new Error('reader missing');
        for (const kind of KINDS) {
          for (const level of LEVELS) {
            const expected = await listedBefore(reader, kind, level);
            const found = await repository.listPage(subject, kind, { level, start: 0, limit: 1000, windowDays: NEWS_QUOTA.windowDays });
            const page = found?.page;
            const label = `${account.uuid} ${role} ${kind} ${level}`;
            expect(found?.caller, label).toMatchObject({ uuid: account.uuid, activeRole: storedRole, roles: account.roles });
            expect(page?.rows.map((row) => row.uuid), label).toEqual(expected);
            expect(page?.total, label).toBe(expected.length);
            expect(page?.reader, label).toEqual({ uuid: account.uuid, activeRole: role });
            expect(page?.ownRecent, label).toBe(await repository.countRecentOf(database.db, account.uuid, kind, NEWS_QUOTA.windowDays));
            compared += expected.length;
          }
        }
      }
      await database.db.update(users).set({ activeRole: account.activeRole }).where(eq(users.uuid, account.uuid));
    }
    // The comparison must have had something to compare.
    expect(compared).toBeGreaterThan(100);
  });

  it('answers a page with the same fields as the single item, one more row to tell has_more', async () => {
    const [teacher] = await database.db
      .select({ uuid: users.uuid, activeRole: users.activeRole })
      .from(users)
      .where(sql`'LEHRER' = any(${users.roles})`)
      .limit(1);
    if (!teacher) throw new Error('no teacher');
    const subject = await subjectActingAs(teacher.uuid, 'LEHRER');
    const reader = await repository.loadReader(teacher.uuid, 'LEHRER');
    if (!reader) throw new Error('reader missing');
    for (const kind of KINDS) {
      const everything = await listedBefore(reader, kind, null);
      const page = (await repository.listPage(subject, kind, { level: null, start: 1, limit: 2, windowDays: NEWS_QUOTA.windowDays }))?.page;
      expect(page?.rows.map((row) => row.uuid)).toEqual(everything.slice(1, 4));
      expect(page?.total).toBe(everything.length);
      for (const row of page?.rows ?? []) {
        const single = await repository.findVisible(reader, kind, row.uuid);
        const { uuid, title, text, audiences, classUuid, classLabel, grade, level, authorUuid, authorName, createdAt, updatedAt, eventDate, eventTime, place } =
          single ?? ({} as Record<string, unknown>);
        expect(row).toEqual({ uuid, title, text, audiences, classUuid, classLabel, grade, level, authorUuid, authorName, createdAt, updatedAt, eventDate, eventTime, place });
      }
    }
    await database.db.update(users).set({ activeRole: teacher.activeRole }).where(eq(users.uuid, teacher.uuid));
  });

  it('reads an account whose active role is ADMIN as SUPER_ADMIN, as readingRoleOf does', async () => {
    const [admin] = await database.db
      .select({ uuid: users.uuid, roles: users.roles, activeRole: users.activeRole })
      .from(users)
      .where(sql`'SUPER_ADMIN' = any(${users.roles})`)
      .limit(1);
    if (!admin) throw new Error('no federal admin');
    const reader = await repository.loadReader(admin.uuid, 'SUPER_ADMIN');
    if (!reader) throw new Error('reader missing');
    await database.db.update(users).set({ roles: ['ADMIN'] }).where(eq(users.uuid, admin.uuid));
    try {
      const subject = await subjectActingAs(admin.uuid, 'ADMIN');
      for (const kind of KINDS) {
        const found = await repository.listPage(subject, kind, { level: null, start: 0, limit: 1000, windowDays: NEWS_QUOTA.windowDays });
        expect(found?.caller).toMatchObject({ activeRole: 'ADMIN', roles: ['ADMIN'] });
        expect(found?.page.reader).toEqual({ uuid: admin.uuid, activeRole: 'SUPER_ADMIN' });
        const expected = await listedBefore(reader, kind, null);
        expect(expected.length).toBeGreaterThan(0);
        expect(found?.page.rows.map((row) => row.uuid)).toEqual(expected);
      }
    } finally {
      await database.db.update(users).set({ roles: admin.roles, activeRole: admin.activeRole }).where(eq(users.uuid, admin.uuid));
    }
  });

  it('gives a subject no account has no page at all', async () => {
    const page = await repository.listPage('no-such-subject', 'news', { level: null, start: 0, limit: 10, windowDays: 30 });
    expect(page).toBeUndefined();
  });
});
