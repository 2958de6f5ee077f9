import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { prepareQuery, prepareSqlForTransactions } from '../../../platform/db/prepared-query';
import { classes } from '../../../platform/db/schema';
import { arcadeQuests } from '../arcade.schema';
import { userAwardLock } from '../points/points.repository';
import { jsonValueOf } from '../../../platform/db/json-value';

export type QuestRow = typeof arcadeQuests.$inferSelect;
/** A student of the class as a quest's statistics and missing list count them. */
export type QuestStudent = { uuid: string; firstName: string; surname: string };
/** A quest as its answer shows it, with who joined it and who finished its task. */
export type ListedQuest = Pick<QuestRow, 'uuid' | 'classUuid' | 'taskUuid' | 'title' | 'startedAt' | 'finishedAt'> & {
  participations: { userUuid: string; completedAt: Date | null }[];
};
/** The quests of a class the caller may see, with the class's current students. */
export type QuestsOfClass = { classUuid: string; students: QuestStudent[]; quests: ListedQuest[] };

/** The JSON PostgreSQL builds for `questListQuery` and `presentedQuestQuery`: snake_case, timestamps as ISO text. */
type StudentJson = { uuid: string; first_name: string; surname: string };
type QuestJson = {
  uuid: string;
  class_uuid: string;
  task_uuid: string;
  title: string;
  started_at: string;
  finished_at: string | null;
  participations: { user_uuid: string; completed_at: string | null }[];
};

function toStudent(row: StudentJson): QuestStudent {
  return { uuid: row.uuid, firstName: row.first_name, surname: row.surname };
}

function toListedQuest(row: QuestJson): ListedQuest {
  return {
    uuid: row.uuid,
    classUuid: row.class_uuid,
    taskUuid: row.task_uuid,
    title: row.title,
    startedAt: new Date(row.started_at),
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
    participations: row.participations.map((entry) => ({
      userUuid: entry.user_uuid,
      completedAt: entry.completed_at === null ? null : new Date(entry.completed_at),
    })),
  };
}

/**
 * The class's current students, ordered by name as `studentsOf` orders them (the teacher's
 * missing list shows them in this order); `classUuid` is the class column of the outer query.
 */
function studentsJson(classUuid: SQL): SQL {
  return sql`(
    select coalesce(json_agg(json_build_object('uuid', u.uuid, 'first_name', u.first_name, 'surname', u.surname) order by u.first_name, u.surname), '[]'::json)
    from class_memberships cm join users u on u.uuid = cm.user_uuid
    -- \`isStudent\`: only accounts holding the student role now count
    where cm.class_uuid = ${classUuid} and u.roles @> array['SCHUELER']
  )`;
}

/** A quest's fields and participations, for `q`, a row of `arcade_quests` in the outer query. */
const questJson = sql`json_build_object(
  'uuid', q.uuid, 'class_uuid', q.class_uuid, 'task_uuid', q.task_uuid, 'title', q.title,
  'started_at', q.started_at, 'finished_at', q.finished_at,
  'participations', coalesce((
    select json_agg(json_build_object('user_uuid', p.user_uuid, 'completed_at', p.completed_at))
    from arcade_quest_participations p where p.quest_uuid = q.uuid
  ), '[]'::json)
)`;

/**
 * `GET /quests` in one round trip (issue 20, decision 243): the class the caller may see, its
 * current students and its quests (running, or all for a teacher who asks) with their
 * participations – before, four or five queries (the class, for a teacher whether they teach it,
 * the quests, the students, the participations). Statistics and states stay in TypeScript
 * (`quest-statistics.ts`).
 *
 * Anchored on the class: a student's own class (the request's `class_uuid` is compared in the
 * service), or for a teacher the asked class of their school that they teach – any other gives no
 * row, which the service answers with 404 as before (decision 086).
 *
 * Values: `callerUuid`, `callerSchoolUuid`, `isStudent` (the active role), `classUuid` (a
 * teacher's; null for a student) and `includeFinished`.
 */
function questListQuery(db: Database) {
  const callerUuid = sql`${sql.placeholder('callerUuid')}::uuid`;
  const isStudentCaller = sql`${sql.placeholder('isStudent')}::boolean`;
  // A select from one table leaves its columns unqualified: the subqueries name `classes.*` themselves.
  const quests = sql`(
    select coalesce(json_agg(${questJson} order by q.started_at desc), '[]'::json)
    from arcade_quests q
    where q.class_uuid = classes.uuid and (${sql.placeholder('includeFinished')}::boolean or q.finished_at is null)
  )`;
  return prepareQuery(
    db
      .select({
        classUuid: classes.uuid,
        students: studentsJson(sql`classes.uuid`).mapWith((value) => jsonValueOf<StudentJson[]>(value).map(toStudent)),
        quests: quests.mapWith((value) => jsonValueOf<QuestJson[]>(value).map(toListedQuest)),
      })
      .from(classes)
      .where(
        sql`classes.uuid = case when ${isStudentCaller}
              then (select cm.class_uuid from class_memberships cm where cm.user_uuid = ${callerUuid})
              else ${sql.placeholder('classUuid')}::uuid
            end
          and (${isStudentCaller} or (
            classes.school_uuid = ${sql.placeholder('callerSchoolUuid')}::uuid
            and exists (select 1 from teacher_assignments ta where ta.teacher_uuid = ${callerUuid} and ta.class_uuid = classes.uuid)
          ))
          -- as \`findClass\` and \`findClassOfStudent\`: a class counts with its school
          and exists (select 1 from schools s where s.uuid = classes.school_uuid)`,
      ),
  );
}

/**
 * One quest as its answer shows it (after starting, finishing or joining it), in one round trip:
 * the quest, its participations and its class's students – before, three queries.
 */
function presentedQuestQuery(db: Database) {
  return prepareQuery(
    db
      .select({
        quest: sql`${questJson}`.mapWith((value) => toListedQuest(jsonValueOf<QuestJson>(value))),
        students: studentsJson(sql`q.class_uuid`).mapWith((value) => jsonValueOf<StudentJson[]>(value).map(toStudent)),
      })
      .from(sql`arcade_quests q`)
      .where(sql`q.uuid = ${sql.placeholder('questUuid')}::uuid`),
  );
}

/**
 * `joinRunning`'s statement, built once and run in the join's transaction (decision 249). It takes
 * the user's award lock itself (decision 249, as the task save does since decision 248): its
 * snapshot is then older than the wait, but the one thing it reads that an award changes – whether
 * the task was done – cannot go wrong: an award that finished the task while this statement waited
 * has inserted the participation (joined and completed) itself, and this insert then does nothing.
 */
const joinStatement = (() => {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const userUuid = sql`${sql.placeholder('userUuid')}::uuid`;
  return prepareSqlForTransactions<{ uuid: string; join_counted: boolean }>(sql`
    with quest as (
      select q.uuid, q.task_uuid
      -- the user's award lock before the participation's row lock, as in every award
      from (select ${userAwardLock(userUuid)}) as taken_first, arcade_quests q
      where q.uuid = ${sql.placeholder('questUuid')}::uuid and q.finished_at is null
        and exists (select 1 from class_memberships cm where cm.user_uuid = ${userUuid} and cm.class_uuid = q.class_uuid)
    ),
    joined as (
      insert into arcade_quest_participations (quest_uuid, user_uuid, joined_at, completed_at)
      select quest.uuid, ${userUuid}, ${now},
        case when exists (
          select 1 from arcade_point_events e
          where e.user_uuid = ${userUuid} and e.action = 'task_done' and e.subject_uuid = quest.task_uuid
        ) then ${now} end
      from quest
      on conflict do nothing
    )
    -- whether joining was counted already (decision 256): events are only ever added, so an
    -- older snapshot can only say no, and the award then finds it counted itself
    select uuid, exists (
      select 1 from arcade_point_events e
      where e.user_uuid = ${userUuid} and e.action = 'quest_joined' and e.subject_uuid = quest.uuid
    ) as join_counted
    from quest
  `);
})();

export function createQuestsRepository(db: Database) {
  // GET /quests and the answer of every quest write: built once (decision 168).
  const questList = questListQuery(db);
  const presentedQuest = presentedQuestQuery(db);

  return {
    /** The quests of the class the caller may see (`questListQuery`); undefined when there is none. */
    async questsOfVisibleClass(input: {
      callerUuid: string;
      callerSchoolUuid: string | null;
      isStudent: boolean;
      classUuid: string | null;
      includeFinished: boolean;
    }): Promise<QuestsOfClass | undefined> {
      const [row] = await questList.execute(input);
      return row;
    },

    /** One quest with its class's students, as its answer shows it; undefined when it is gone. */
    async presented(questUuid: string): Promise<{ quest: ListedQuest; students: QuestStudent[] } | undefined> {
      const [row] = await presentedQuest.execute({ questUuid });
      return row;
    },

    async find(questUuid: string, tx: Database = db): Promise<QuestRow | undefined> {
      const [row] = await tx.select().from(arcadeQuests).where(eq(arcadeQuests.uuid, questUuid)).limit(1);
      return row;
    },

    /** Starts a quest; undefined when one for the task is already running in the class. */
    async insertRunning(tx: Database, row: { classUuid: string; taskUuid: string; title: string; startedBy: string; startedAt: Date }) {
      const [stored] = await tx
        .insert(arcadeQuests)
        .values(row)
        .onConflictDoNothing({ target: [arcadeQuests.classUuid, arcadeQuests.taskUuid], where: sql`${arcadeQuests.finishedAt} is null` })
        .returning();
      return stored;
    },

    /** Finishes a running quest; a finished one keeps its first finish time. */
    async finish(questUuid: string, now: Date): Promise<void> {
      await db
        .update(arcadeQuests)
        .set({ finishedAt: now })
        .where(and(eq(arcadeQuests.uuid, questUuid), isNull(arcadeQuests.finishedAt)));
    },

    /**
     * Joins the student to the running quest of their class, in one statement: the quest, the
     * student's membership of its class and whether they did its task before (then the
     * participation is done at once) are read by the insert itself, not before it. Joining again is
     * fine. Returns the quest's uuid and whether joining it earned its points already, or undefined
     * when there is no running quest of the student's class with that uuid (404). Takes the
     * student's arcade lock first (`joinStatement`); the award after it in the same transaction
     * needs no lock of its own.
     */
    async joinRunning(tx: Database, row: { questUuid: string; userUuid: string; now: Date }): Promise<{ uuid: string; isJoinCounted: boolean } | undefined> {
      const { rows } = await joinStatement.execute(tx, { questUuid: row.questUuid, userUuid: row.userUuid, now: row.now });
      const [joined] = rows;
      return joined && { uuid: joined.uuid, isJoinCounted: joined.join_counted };
    },

    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },
  };
}

export type QuestsRepository = ReturnType<typeof createQuestsRepository>;
