import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { CallerRow } from '../../../platform/auth/access';
import { callerColumns } from '../../../platform/auth/caller-columns';
import type { Database } from '../../../platform/db/client';
import { prepareQuery } from '../../../platform/db/prepared-query';
import { classes, classMemberships, schools, users } from '../../../platform/db/schema';
import { classActiveStations } from '../stations/stations.schema';
import { jsonValueOf } from '../../../platform/db/json-value';

/** What the student's path and progress depend on, as the database knows it. */
export type StudentPathState = {
  /** The student's class (at most one: the membership's key is the student), null without one. */
  schoolClass: { uuid: string; grade: number; hasSekundarstufe2: boolean } | null;
  /** The station the class's teacher activated, as stored (it may be gone from the content or of another level). */
  activeStationUuid: string | null;
  /** Each task the student has a live answer to (one per task), and whether it is done. */
  answers: { taskUuid: string; isDone: boolean }[];
};

type AnswerStateJson = { task_uuid: string; done: boolean };

/** What the level of a student's path follows from (decision 061): the class's grade and its school's Sek II flag. */
export type LevelInputs = { grade: number; hasSekundarstufe2: boolean };

/**
 * Only what a task route needs to know of the student's path: the class's grade and its school's
 * Sek II flag, null without a class – one small subquery instead of the class and the active
 * station the task routes loaded before and did not use. A fragment, so that the task save reads
 * it in its own statement (decision 248); `findLevelInputs` runs it alone.
 */
export function levelInputsOf(userUuid: SQL): SQL<LevelInputs | null> {
  return sql`(
    select json_build_object('grade', c.grade, 'hasSekundarstufe2', s.has_sekundarstufe2)
    from ${classMemberships} cm
      join ${classes} c on c.uuid = cm.class_uuid
      join ${schools} s on s.uuid = c.school_uuid
    where cm.user_uuid = ${userUuid}
    limit 1
  )`.mapWith(jsonValueOf<LevelInputs | null>);
}

export function createCareerOrientationsRepository(db: Database) {
  /**
   * The student's path state in one round trip (issue 20, decision 244): class with its school's
   * Sek II flag, the class's active station and the done state of every live answer. Before, the
   * dashboard's stations and the path took three queries (class, active station, all live
   * answers with every column). Anchored on the caller's `users` row, found by the token's subject,
   * with left joins, so a student without a class still gets a row; the route admits the caller from
   * the same row (`callerColumns`, decision 253) instead of looking the caller up first, and an
   * unknown subject gives no row. The answers come as one json array built by PostgreSQL, only the two
   * fields the progress needs. Keep in step with `createClassLookups().findClassOfStudent`,
   * `StationsRepository.findActive` and `AnswersRepository.findAllLive`
   * (career-orientations.repository.test.ts compares them).
   */
  const pathStateQuery = prepareQuery(
    db
      .select({
        caller: callerColumns,
        classUuid: classes.uuid,
        grade: classes.grade,
        hasSekundarstufe2: schools.hasSekundarstufe2,
        activeStationUuid: classActiveStations.stationUuid,
        answers: sql`(
          select coalesce(json_agg(json_build_object('task_uuid', a.task_uuid, 'done', a.done_at is not null)), '[]'::json)
          from bo_task_answers a
          where a.user_uuid = ${users.uuid} and a.deleted_at is null
        )`.mapWith(jsonValueOf<AnswerStateJson[]>),
      })
      .from(users)
      .leftJoin(classMemberships, eq(classMemberships.userUuid, users.uuid))
      .leftJoin(classes, eq(classes.uuid, classMemberships.classUuid))
      .leftJoin(schools, eq(schools.uuid, classes.schoolUuid))
      .leftJoin(classActiveStations, eq(classActiveStations.classUuid, classes.uuid))
      .where(eq(users.idpSubject, sql.placeholder('subject'))),
  );

  /** Only what a task route needs to know of the student's path (`levelInputsOf`), alone. */
  const levelInputsSelect = (runner: Database, userUuid: Placeholder<'userUuid'> | string) =>
    runner
      .select({ inputs: levelInputsOf(sql`${userUuid}::uuid`) })
      .from(users)
      .where(eq(users.uuid, userUuid));
  const levelInputsQuery = prepareQuery(levelInputsSelect(db, sql.placeholder('userUuid')));

  return {
    /** The caller's row and path state (`pathStateQuery`); undefined for a subject no account has. */
    async loadPathStateBySubject(subject: string): Promise<{ caller: CallerRow; state: StudentPathState } | undefined> {
      const [row] = await pathStateQuery.execute({ subject });
      if (!row) return undefined;
      const schoolClass =
        row.classUuid !== null && row.grade !== null && row.hasSekundarstufe2 !== null
          ? { uuid: row.classUuid, grade: row.grade, hasSekundarstufe2: row.hasSekundarstufe2 }
          : null;
      return {
        caller: row.caller,
        state: {
          schoolClass,
          activeStationUuid: row.activeStationUuid,
          answers: row.answers.map((answer) => ({ taskUuid: answer.task_uuid, isDone: answer.done })),
        },
      };
    },

    /** Grade and Sek II flag of the student's class, undefined without a class (`levelInputsOf`); `tx`: inside that transaction. */
    async findLevelInputs(userUuid: string, tx?: Database): Promise<LevelInputs | undefined> {
      // Inside a transaction the look-up runs on its connection (PGlite has only one), unprepared.
      const [row] = tx ? await levelInputsSelect(tx, userUuid) : await levelInputsQuery.execute({ userUuid });
      return row?.inputs ?? undefined;
    },
  };
}

export type CareerOrientationsRepository = ReturnType<typeof createCareerOrientationsRepository>;
