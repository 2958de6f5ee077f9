import { sql, type SQL } from 'drizzle-orm';
import type { ArcadeAction } from '@berufswahl/contracts';
import type { Database } from '../../../platform/db/client';
import { jsonValueOf } from '../../../platform/db/json-value';
import { prepareSqlForTransactions } from '../../../platform/db/prepared-query';
import { arcadeUserTrophies } from '../arcade.schema';

/** One award statement's answer (`pointsRepository.award`). */
export type AwardStatementResult = {
  /** The events this statement wrote (an event counted before is not written again). */
  inserted: { action: ArcadeAction; subject_uuid: string; points: number }[];
  /** Before the statement: the user's events per action (with 0 points too), their points total, their trophies. */
  countsBefore: Partial<Record<ArcadeAction, number>>;
  pointsBefore: number;
  heldTrophyUuids: string[];
};

/** The row as the drivers give it: JSON as text (pg) or parsed (PGlite). */
type AwardStatementRow = { inserted: unknown; counts_before: unknown; points_before: number | string; held: unknown };

/**
 * The user's award lock as select expressions (`lockUser`): serialises awards of one user
 * (transaction-scoped advisory lock), so that two concurrent actions both see each other's points
 * when the trophy rules are evaluated.
 *
 * With it, the rest of the transaction runs on generic plans (`plan_cache_mode`,
 * transaction-local): PostgreSQL otherwise plans the award statement anew on every call, and
 * planning its CTEs took 0.8 ms where running it took 0.3 (decision 247). Its look-ups are by the
 * user's uuid through the indexes that start with it, whatever the values.
 *
 * A statement that writes before the award may take the lock itself (the task save, decision 248):
 * a statement after it then sees, in its snapshot, everything committed by an award that held the
 * lock before. The award statement itself must not take it – its snapshot would be older than the
 * wait.
 */
export function userAwardLock(userUuid: SQL): SQL {
  // The key from the uuid's text as PostgreSQL writes it: the same for every caller, whatever the
  // spelling of the value it was given.
  return sql`pg_advisory_xact_lock(hashtext('arcade:' || (${userUuid})::uuid::text))::text as award_lock, set_config('plan_cache_mode', 'force_generic_plan', true) as plan_cache_mode`;
}

/**
 * `pointsRepository.award`'s statement, built once (decision 249): building its SQL on every call
 * was a good part of a task answer's server time. Values: the user, the actions as parallel arrays,
 * the points of a joined quest and the moment.
 */
const awardStatement = prepareSqlForTransactions<AwardStatementRow>(sql`
  with input as (
    select * from unnest(
      ${sql.placeholder('actions')}::text[], ${sql.placeholder('subjectUuids')}::uuid[],
      ${sql.placeholder('points')}::int[], ${sql.placeholder('dailyLimits')}::int[],
      ${sql.placeholder('liveSubjectCounts')}::int[]
    ) as i(action, subject_uuid, points, daily_limit, live_subject_count)
  ),
  earnable as (
    select i.action, i.subject_uuid,
      case
        when i.daily_limit is not null and (
          select count(*) from arcade_point_events e
          where e.user_uuid = ${sql.placeholder('userUuid')}::uuid and e.action = i.action and e.points > 0
            and e.created_at >= (date_trunc('day', ${sql.placeholder('at')}::timestamptz at time zone 'Europe/Berlin') at time zone 'Europe/Berlin')
        ) >= i.daily_limit then 0
        when i.live_subject_count is not null and (
          select count(*) from arcade_point_events e where e.user_uuid = ${sql.placeholder('userUuid')}::uuid and e.action = i.action and e.points > 0
        ) >= i.live_subject_count then 0
        else i.points
      end as points
    from input i
  ),
  running as (
    select q.uuid
    from arcade_quests q join class_memberships cm on cm.class_uuid = q.class_uuid
    where cm.user_uuid = ${sql.placeholder('userUuid')}::uuid and q.finished_at is null
      and q.task_uuid in (select subject_uuid from input where action = 'task_done')
  ),
  joined_before as (
    select quest_uuid from arcade_quest_participations
    where user_uuid = ${sql.placeholder('userUuid')}::uuid and quest_uuid in (select uuid from running)
  ),
  completed as (
    insert into arcade_quest_participations as p (quest_uuid, user_uuid, joined_at, completed_at)
    select uuid, ${sql.placeholder('userUuid')}::uuid, ${sql.placeholder('at')}::timestamptz, ${sql.placeholder('at')}::timestamptz from running
    on conflict (quest_uuid, user_uuid) do update set completed_at = coalesce(p.completed_at, excluded.completed_at)
    returning quest_uuid
  ),
  inserted as (
    insert into arcade_point_events (user_uuid, action, subject_uuid, points, created_at)
    select ${sql.placeholder('userUuid')}::uuid, action, subject_uuid, points, ${sql.placeholder('at')}::timestamptz from earnable
    union all
    -- the quests this call joined the student to (already joined ones earned their points then)
    select ${sql.placeholder('userUuid')}::uuid, 'quest_joined', c.quest_uuid, ${sql.placeholder('questPoints')}::int, ${sql.placeholder('at')}::timestamptz
    from completed c where not exists (select 1 from joined_before b where b.quest_uuid = c.quest_uuid)
    on conflict (user_uuid, action, subject_uuid) do nothing
    returning action, subject_uuid, points
  )
  select
    (select coalesce(json_agg(json_build_object('action', action, 'subject_uuid', subject_uuid, 'points', points)), '[]'::json) from inserted) as inserted,
    (select coalesce(json_object_agg(action, events), '{}'::json)
      from (select action, count(*)::int as events from arcade_point_events where user_uuid = ${sql.placeholder('userUuid')}::uuid group by action) c) as counts_before,
    coalesce((select points from arcade_point_totals where user_uuid = ${sql.placeholder('userUuid')}::uuid), 0)::int as points_before,
    (select coalesce(json_agg(trophy_uuid), '[]'::json) from arcade_user_trophies where user_uuid = ${sql.placeholder('userUuid')}::uuid) as held
`);

/** `pointsRepository.lockUser`'s statement, built once (decision 249). */
const lockStatement = prepareSqlForTransactions(sql`select ${userAwardLock(sql`${sql.placeholder('userUuid')}`)}`);

/** The only SQL about points and trophies; every function works inside the caller's transaction. */
export const pointsRepository = {
  /** Takes the user's award lock (`userAwardLock`) in a statement of its own. */
  async lockUser(tx: Database, userUuid: string): Promise<void> {
    await lockStatement.execute(tx, { userUuid });
  },

  /**
   * The award in one statement (issue 20, decision 247), after `lockUser`: the points each action
   * earns now (0 past the day's limit in Europe/Berlin or for a subject that replaces a deleted one,
   * decision 150), the running quests of a finished task joined and completed (with their
   * `quest_joined` points), the events inserted once per (user, action, subject) – and, as they were
   * before this statement, the user's count of events per action, points total and trophies, for
   * the trophy rules. It was five to seven statements, one round trip each.
   *
   * Every part of a statement sees the snapshot taken when it starts, after the lock: so the counts
   * and the total do not include this statement's inserts (`awardForActions` adds them), and
   * `joined_before` is the participations before the quest upsert. One insert writes all events, so
   * the totals' statement-level trigger (migration 0025) runs once. The actions must be distinct.
   */
  async award(
    tx: Database,
    userUuid: string,
    actions: readonly { action: ArcadeAction; subjectUuid: string; points: number; dailyLimit: number | null; liveSubjectCount: number | null }[],
    questPoints: number,
    now: Date,
  ): Promise<AwardStatementResult> {
    const result = await awardStatement.execute(tx, {
      userUuid,
      actions: actions.map((row) => row.action),
      subjectUuids: actions.map((row) => row.subjectUuid),
      points: actions.map((row) => row.points),
      dailyLimits: actions.map((row) => row.dailyLimit),
      liveSubjectCounts: actions.map((row) => row.liveSubjectCount),
      questPoints,
      at: now,
    });
    const [row] = result.rows;
    if (!row) throw new Error('the award statement answered no row');
    return {
      inserted: jsonValueOf<AwardStatementResult['inserted']>(row.inserted),
      countsBefore: jsonValueOf<AwardStatementResult['countsBefore']>(row.counts_before),
      pointsBefore: Number(row.points_before),
      heldTrophyUuids: jsonValueOf<string[]>(row.held),
    };
  },

  /** Inserts trophies; returns the uuids that were new (a concurrent award can't double them). */
  async insertTrophies(tx: Database, userUuid: string, trophyUuids: readonly string[]): Promise<string[]> {
    if (trophyUuids.length === 0) return [];
    const rows = await tx
      .insert(arcadeUserTrophies)
      .values(trophyUuids.map((trophyUuid) => ({ userUuid, trophyUuid })))
      .onConflictDoNothing()
      .returning({ trophyUuid: arcadeUserTrophies.trophyUuid });
    return rows.map((row) => row.trophyUuid);
  },
};
