import { newsLevelOfGrade, SEK2_FIRST_GRADE } from '@berufswahl/contracts';
import { and, asc, desc, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { prepareQuery } from '../../../platform/db/prepared-query';
import { classes, classMemberships, schools, teacherAssignments, users } from '../../../platform/db/schema';
import { newsItems } from './news.schema';

export type NewsKind = 'news' | 'event';
export type NewsRow = typeof newsItems.$inferSelect & { classLabel: string | null };
export type NewNewsRow = typeof newsItems.$inferInsert;

/**
 * Everything the visibility rules need about a reader, loaded from the database (never from the
 * request): role, Land, school, the student's class and the teacher's learning groups.
 */
export type Reader = {
  uuid: string;
  activeRole: string;
  clientUuid: string;
  schoolUuid: string | null;
  displayName: string;
  /** The student's class. */
  studentClass: { uuid: string; grade: number } | null;
  /** The teacher's learning groups. */
  teaching: { uuid: string; grade: number }[];
};

const sqlUuidArray = (values: string[]) => sql`array[${sql.join(values.map((value) => sql`${value}::uuid`), sql`, `)}]::uuid[]`;
const sqlIntArray = (values: number[]) => sql`array[${sql.join(values.map((value) => sql`${value}::int`), sql`, `)}]::int[]`;

/**
 * The one visibility rule (decision 092): an item is the reader's when they wrote it, or when it
 * is in their scope (system, their Land, their school), names their active role as an audience,
 * and – for students and teachers – its learning group or year level is theirs.
 */
export function visibleTo(reader: Reader): SQL {
  const inScope = and(
    or(isNull(newsItems.clientUuid), eq(newsItems.clientUuid, reader.clientUuid)),
    reader.schoolUuid ? or(isNull(newsItems.schoolUuid), eq(newsItems.schoolUuid, reader.schoolUuid)) : isNull(newsItems.schoolUuid),
    sql`${reader.activeRole} = any(${newsItems.audiences})`,
  );
  let target: SQL | undefined;
  if (reader.activeRole === 'SCHUELER') {
    const own = reader.studentClass;
    const level = own ? newsLevelOfGrade(own.grade) : null;
    target = and(
      own ? or(isNull(newsItems.classUuid), eq(newsItems.classUuid, own.uuid)) : isNull(newsItems.classUuid),
      own ? or(isNull(newsItems.grade), eq(newsItems.grade, own.grade)) : isNull(newsItems.grade),
      level ? or(isNull(newsItems.level), eq(newsItems.level, level)) : isNull(newsItems.level),
    );
  } else if (reader.activeRole === 'LEHRER') {
    const classUuids = reader.teaching.map((group) => group.uuid);
    const grades = [...new Set(reader.teaching.map((group) => group.grade))];
    target = and(
      classUuids.length ? or(isNull(newsItems.classUuid), sql`${newsItems.classUuid} = any(${sqlUuidArray(classUuids)})`) : isNull(newsItems.classUuid),
      grades.length ? or(isNull(newsItems.grade), sql`${newsItems.grade} = any(${sqlIntArray(grades)})`) : isNull(newsItems.grade),
    );
  }
  return or(eq(newsItems.authorUuid, reader.uuid), and(inScope, target)) as SQL;
}

/** Today in German time: events of today are still "next events". */
const todayInGermany = sql`(now() at time zone 'Europe/Berlin')::date`;

const selection = {
  item: newsItems,
  classGrade: classes.grade,
  classAddition: classes.addition,
};

function toRow(row: { item: typeof newsItems.$inferSelect; classGrade: number | null; classAddition: string | null }): NewsRow {
  return { ...row.item, classLabel: row.classGrade === null ? null : `${row.classGrade}${row.classAddition ?? ''}` };
}

export function createNewsRepository(db: Database) {
  // The reader behind every news and events request: three queries built once (decision 168).
  const readerAccount = prepareQuery(
    db
      .select({ uuid: users.uuid, clientUuid: users.clientUuid, schoolUuid: users.schoolUuid, firstName: users.firstName, surname: users.surname })
      .from(users)
      .where(eq(users.uuid, sql.placeholder('userUuid')))
      .limit(1),
  );
  const readerClass = prepareQuery(
    db
      .select({ uuid: classes.uuid, grade: classes.grade })
      .from(classMemberships)
      .innerJoin(classes, eq(classes.uuid, classMemberships.classUuid))
      .where(eq(classMemberships.userUuid, sql.placeholder('userUuid')))
      .limit(1),
  );
  const readerTeaching = prepareQuery(
    db
      .select({ uuid: classes.uuid, grade: classes.grade })
      .from(teacherAssignments)
      .innerJoin(classes, eq(classes.uuid, teacherAssignments.classUuid))
      .where(eq(teacherAssignments.teacherUuid, sql.placeholder('userUuid'))),
  );

  return {
    async loadReader(userUuid: string, activeRole: string): Promise<Reader | undefined> {
      const [user] = await readerAccount.execute({ userUuid });
      if (!user) return undefined;
      const [studentClass] = await readerClass.execute({ userUuid });
      const teaching = await readerTeaching.execute({ userUuid });
      return {
        uuid: user.uuid,
        activeRole,
        clientUuid: user.clientUuid,
        schoolUuid: user.schoolUuid,
        displayName: `${user.firstName} ${user.surname}`,
        studentClass: studentClass ?? null,
        teaching,
      };
    },

    /** One page of the reader's items plus one more (to tell `has_more`), and how many there are. */
    async list(
      reader: Reader,
      kind: NewsKind,
      options: { level: string | null; start: number; limit: number },
    ): Promise<{ rows: NewsRow[]; total: number }> {
      const where = and(
        eq(newsItems.kind, kind),
        visibleTo(reader),
        options.level ? or(isNull(newsItems.level), eq(newsItems.level, options.level)) : undefined,
        kind === 'event' ? gte(newsItems.eventDate, todayInGermany) : undefined,
      );
      const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(newsItems).where(where);
      const rows = await db
        .select(selection)
        .from(newsItems)
        .leftJoin(classes, eq(classes.uuid, newsItems.classUuid))
        .where(where)
        .orderBy(
          ...(kind === 'event'
            ? [asc(newsItems.eventDate), sql`${newsItems.eventTime} asc nulls first`, asc(newsItems.createdAt)]
            : [desc(newsItems.createdAt)]),
          asc(newsItems.uuid),
        )
        .offset(options.start)
        .limit(options.limit + 1);
      return { rows: rows.map(toRow), total: Number(counted?.total ?? 0) };
    },

    /**
     * The reader's events for a calendar feed (decision 238): from `pastDays` before today (German
     * time) on, soonest first, at most `max` – the same visibility rule as the list.
     */
    async listForCalendar(reader: Reader, options: { pastDays: number; max: number }): Promise<NewsRow[]> {
      const rows = await db
        .select(selection)
        .from(newsItems)
        .leftJoin(classes, eq(classes.uuid, newsItems.classUuid))
        .where(
          and(eq(newsItems.kind, 'event'), visibleTo(reader), gte(newsItems.eventDate, sql`${todayInGermany} - ${options.pastDays}::int`)),
        )
        .orderBy(asc(newsItems.eventDate), sql`${newsItems.eventTime} asc nulls first`, asc(newsItems.uuid))
        .limit(options.max);
      return rows.map(toRow);
    },

    async findVisible(reader: Reader, kind: NewsKind, uuid: string): Promise<NewsRow | undefined> {
      const [row] = await db
        .select(selection)
        .from(newsItems)
        .leftJoin(classes, eq(classes.uuid, newsItems.classUuid))
        .where(and(eq(newsItems.uuid, uuid), eq(newsItems.kind, kind), visibleTo(reader)))
        .limit(1);
      return row ? toRow(row) : undefined;
    },

    async countRecentOf(database: Database, authorUuid: string, kind: NewsKind, windowDays: number): Promise<number> {
      const [row] = await database
        .select({ count: sql<number>`count(*)::int` })
        .from(newsItems)
        .where(
          and(
            eq(newsItems.authorUuid, authorUuid),
            eq(newsItems.kind, kind),
            sql`${newsItems.createdAt} > now() - make_interval(days => ${windowDays})`,
          ),
        );
      return row?.count ?? 0;
    },

    /** The class of a school with its grade, or undefined. */
    async findClass(classUuid: string): Promise<{ uuid: string; schoolUuid: string; grade: number } | undefined> {
      const [row] = await db
        .select({ uuid: classes.uuid, schoolUuid: classes.schoolUuid, grade: classes.grade })
        .from(classes)
        .where(eq(classes.uuid, classUuid))
        .limit(1);
      return row;
    },

    /**
     * Runs `work` in a transaction that holds the author's row lock, so two requests of one
     * author cannot both pass the quota check.
     */
    async withAuthorLock<T>(authorUuid: string, work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ uuid: users.uuid }).from(users).where(eq(users.uuid, authorUuid)).for('update');
        return work(tx);
      });
    },

    async insert(tx: Database, row: NewNewsRow): Promise<string> {
      const [inserted] = await tx.insert(newsItems).values(row).returning({ uuid: newsItems.uuid });
      if (!inserted) throw new Error('insert returned no row');
      return inserted.uuid;
    },

    async update(tx: Database, uuid: string, changes: Partial<NewNewsRow>): Promise<void> {
      await tx
        .update(newsItems)
        .set({ ...changes, revision: sql`${newsItems.revision} + 1`, updatedAt: new Date() })
        .where(eq(newsItems.uuid, uuid));
    },

    async remove(uuid: string): Promise<void> {
      await db.delete(newsItems).where(eq(newsItems.uuid, uuid));
    },

    /**
     * Whom to notify of a new item: the accounts of its audiences in its scope and target, except
     * the author and deactivated accounts (decision 092).
     */
    async recipientsOf(tx: Database, item: NewNewsRow): Promise<string[]> {
      const audiences = item.audiences ?? [];
      const scope = and(
        item.clientUuid ? eq(users.clientUuid, item.clientUuid) : undefined,
        item.schoolUuid ? eq(users.schoolUuid, item.schoolUuid) : undefined,
        sql`not ('DEACTIVATED' = any(${users.roles}))`,
        item.authorUuid ? sql`${users.uuid} <> ${item.authorUuid}` : undefined,
      );
      const collect = async (query: Promise<{ uuid: string }[]>) => (await query).map((row) => row.uuid);
      const found: string[] = [];
      if (audiences.includes('ADMIN_SCHULE')) {
        found.push(...(await collect(tx.select({ uuid: users.uuid }).from(users).where(and(scope, sql`'ADMIN_SCHULE' = any(${users.roles})`)))));
      }
      if (audiences.includes('SCHUELER')) {
        const level = item.level;
        found.push(
          ...(await collect(
            tx
              .select({ uuid: users.uuid })
              .from(users)
              .innerJoin(classMemberships, eq(classMemberships.userUuid, users.uuid))
              .innerJoin(classes, eq(classes.uuid, classMemberships.classUuid))
              .where(
                and(
                  scope,
                  sql`'SCHUELER' = any(${users.roles})`,
                  item.classUuid ? eq(classes.uuid, item.classUuid) : undefined,
                  item.grade ? eq(classes.grade, item.grade) : undefined,
                  level === 'sek2' ? gte(classes.grade, SEK2_FIRST_GRADE) : level === 'sek1' ? sql`${classes.grade} < ${SEK2_FIRST_GRADE}` : undefined,
                ),
              ),
          )),
        );
      }
      if (audiences.includes('LEHRER')) {
        const targeted = item.classUuid || item.grade;
        const query = targeted
          ? tx
              .selectDistinct({ uuid: users.uuid })
              .from(users)
              .innerJoin(teacherAssignments, eq(teacherAssignments.teacherUuid, users.uuid))
              .innerJoin(classes, eq(classes.uuid, teacherAssignments.classUuid))
              .where(
                and(
                  scope,
                  sql`'LEHRER' = any(${users.roles})`,
                  item.classUuid ? eq(classes.uuid, item.classUuid) : undefined,
                  item.grade ? eq(classes.grade, item.grade) : undefined,
                ),
              )
          : tx.select({ uuid: users.uuid }).from(users).where(and(scope, sql`'LEHRER' = any(${users.roles})`));
        found.push(...(await collect(query)));
      }
      return [...new Set(found)];
    },

    async schoolOf(schoolUuid: string): Promise<{ uuid: string; clientUuid: string } | undefined> {
      const [row] = await db.select({ uuid: schools.uuid, clientUuid: schools.clientUuid }).from(schools).where(eq(schools.uuid, schoolUuid)).limit(1);
      return row;
    },
  };
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;
