import { newsLevelOfGrade, SEK2_FIRST_GRADE } from '@berufswahl/contracts';
import { and, asc, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import type { CallerRow } from '../../../platform/auth/access';
import { callerActiveRole, callerColumns } from '../../../platform/auth/caller-columns';
import { prepareQuery } from '../../../platform/db/prepared-query';
import { classes, classMemberships, schools, teacherAssignments, users } from '../../../platform/db/schema';
import { newsItems } from './news.schema';
import { jsonValueOf } from '../../../platform/db/json-value';

export type NewsKind = 'news' | 'event';
export type NewsRow = typeof newsItems.$inferSelect & { classLabel: string | null };
export type NewNewsRow = typeof newsItems.$inferInsert;
/** What a list answer shows of an item (news.service.ts `toItem`, `toEvent`). */
export type NewsListRow = Pick<
  NewsRow,
  'uuid' | 'title' | 'text' | 'audiences' | 'classUuid' | 'classLabel' | 'grade' | 'level' | 'authorUuid' | 'authorName' | 'createdAt' | 'updatedAt' | 'eventDate' | 'eventTime' | 'place'
>;
/** One page of a reader's list, with the reader as the database knows them. */
export type NewsListPage = {
  reader: Pick<Reader, 'uuid' | 'activeRole'>;
  /** The page plus one more item, to tell `has_more`. */
  rows: NewsListRow[];
  total: number;
  /** The reader's own items of the kind within the quota window (decision 092). */
  ownRecent: number;
};

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

/** A page's row as PostgreSQL builds it in `listPageQuery`: snake_case, timestamps as ISO text. */
type ListRowJson = {
  uuid: string;
  title: string;
  text: string;
  audiences: string[];
  class_uuid: string | null;
  class_grade: number | null;
  class_addition: string | null;
  grade: number | null;
  level: string | null;
  author_uuid: string | null;
  author_name: string;
  created_at: string;
  updated_at: string;
  event_date: string | null;
  event_time: string | null;
  place: string | null;
};
type ListPageJson = { total: number; own_recent: number; rows: ListRowJson[] };

function toListRow(row: ListRowJson): NewsListRow {
  return {
    uuid: row.uuid,
    title: row.title,
    text: row.text,
    audiences: row.audiences,
    classUuid: row.class_uuid,
    classLabel: row.class_grade === null ? null : `${row.class_grade}${row.class_addition ?? ''}`,
    grade: row.grade,
    level: row.level,
    authorUuid: row.author_uuid,
    authorName: row.author_name,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    eventDate: row.event_date,
    eventTime: row.event_time,
    place: row.place,
  };
}

/**
 * The news or events list in one round trip (issue 20, decision 241): the reader (account, the
 * student's class, the teacher's learning groups), the visible items, their count, the page and the
 * reader's recent own items for the quota – PostgreSQL builds the answer as JSON. Before, the same
 * answer took six queries. Anchored on the reader's `users` row, found by the token's subject: the
 * route admits the caller from the same row (`callerColumns`, decisions 253 and 259) – no look-up
 * of its own before – so an unknown subject gives no row at all, and the reading role is the
 * row's (`callerActiveRole`, `ADMIN` read as `SUPER_ADMIN` as `readingRoleOf` does). The conditions
 * are `visibleTo`'s, written against the reader's rows instead of values loaded before: keep the
 * two in step (news.repository.test.ts compares them).
 *
 * One query per kind, not one with the kind as a value: the order differs, and each kind's plan
 * uses its own index (`news_items_school_idx`, `news_items_event_date_idx`).
 *
 * Values: `subject` (the token's), `level` (`sek1`, `sek2` or null for every level),
 * `start`, `take` (the page size plus one) and `windowDays` (the quota window).
 */
function listPageQuery(db: Database, kind: NewsKind) {
  // A select from one table leaves its columns unqualified: the subquery names `users.*` itself.
  const order =
    kind === 'event' ? sql`n.event_date asc, n.event_time asc nulls first, n.created_at asc, n.uuid asc` : sql`n.created_at desc, n.uuid asc`;
  const upcoming = kind === 'event' ? sql`and n.event_date >= ${todayInGermany}` : sql``;
  const readingRole = sql<string>`(case when ${callerActiveRole} = 'ADMIN' then 'SUPER_ADMIN' else ${callerActiveRole} end)`;
  const role = sql`(select role from reading)`;
  const level = sql`${sql.placeholder('level')}::text`;
  const page = sql`(
    with reading as (select ${readingRole} as role),
    own_class as (
      -- the student's class (one per student; \`loadReader\` takes the first as well)
      select c.uuid, c.grade, case when c.grade >= ${SEK2_FIRST_GRADE}::int then 'sek2' else 'sek1' end as level
      from class_memberships cm join classes c on c.uuid = cm.class_uuid
      where cm.user_uuid = users.uuid
      limit 1
    ),
    teaching as (
      select c.uuid, c.grade
      from teacher_assignments ta join classes c on c.uuid = ta.class_uuid
      where ta.teacher_uuid = users.uuid
    ),
    visible as (
      select n.*, c.grade as class_grade, c.addition as class_addition
      from news_items n left join classes c on c.uuid = n.class_uuid
      where n.kind = ${kind}
        and (
          n.author_uuid = users.uuid
          or (
            (n.client_uuid is null or n.client_uuid = users.client_uuid)
            and (n.school_uuid is null or n.school_uuid = users.school_uuid)
            and ${role} = any(n.audiences)
            and case ${role}
              when 'SCHUELER' then
                (n.class_uuid is null or n.class_uuid = (select uuid from own_class))
                and (n.grade is null or n.grade = (select grade from own_class))
                and (n.level is null or n.level = (select level from own_class))
              when 'LEHRER' then
                (n.class_uuid is null or n.class_uuid in (select uuid from teaching))
                and (n.grade is null or n.grade in (select grade from teaching))
              else true
            end
          )
        )
        and (${level} is null or n.level is null or n.level = ${level})
        ${upcoming}
    ),
    page as (
      select n.*, row_number() over (order by ${order}) as position
      from visible n
      order by ${order}
      offset ${sql.placeholder('start')} limit ${sql.placeholder('take')}
    )
    select json_build_object(
      'total', (select count(*) from visible),
      'own_recent', (
        select count(*) from news_items q
        where q.author_uuid = users.uuid and q.kind = ${kind}
          and q.created_at > now() - make_interval(days => ${sql.placeholder('windowDays')}::int)
      ),
      'rows', coalesce((
        select json_agg(json_build_object(
          'uuid', p.uuid, 'title', p.title, 'text', p.text, 'audiences', p.audiences,
          'class_uuid', p.class_uuid, 'class_grade', p.class_grade, 'class_addition', p.class_addition,
          'grade', p.grade, 'level', p.level, 'author_uuid', p.author_uuid, 'author_name', p.author_name,
          'created_at', p.created_at, 'updated_at', p.updated_at,
          'event_date', p.event_date, 'event_time', p.event_time, 'place', p.place
        ) order by p.position)
        from page p
      ), '[]'::json)
    )
  )`;
  return prepareQuery(
    db
      .select({ caller: callerColumns, readingRole, page: page.mapWith(jsonValueOf<ListPageJson>) })
      .from(users)
      .where(eq(users.idpSubject, sql.placeholder('subject'))),
  );
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

  const listPages = { news: listPageQuery(db, 'news'), event: listPageQuery(db, 'event') };

  return {
    /**
     * One page of the list of the caller behind a token's subject, in one round trip
     * (`listPageQuery`), with the caller's row for the route to admit; undefined for a subject no
     * account has.
     */
    async listPage(
      subject: string,
      kind: NewsKind,
      options: { level: string | null; start: number; limit: number; windowDays: number },
    ): Promise<{ caller: CallerRow; page: NewsListPage } | undefined> {
      const [found] = await listPages[kind].execute({
        subject,
        level: options.level,
        start: options.start,
        take: options.limit + 1,
        windowDays: options.windowDays,
      });
      if (!found) return undefined;
      return {
        caller: found.caller,
        page: {
          reader: { uuid: found.caller.uuid, activeRole: found.readingRole },
          rows: found.page.rows.map(toListRow),
          total: Number(found.page.total),
          ownRecent: Number(found.page.own_recent),
        },
      };
    },

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
