import { and, desc, eq, gt, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { CallerRow } from '../../../platform/auth/access';
import { callerColumns } from '../../../platform/auth/caller-columns';
import type { Database } from '../../../platform/db/client';
import { prepareQuery } from '../../../platform/db/prepared-query';
import { users } from '../../../platform/db/schema';
import { arcadePointEvents, arcadePointTotals, arcadeSettings, arcadeUserTrophies } from '../arcade.schema';
import { jsonValueOf } from '../../../platform/db/json-value';


/**
 * Everything `GET /rankings` shows, as `rankingSelect` reads it: the caller's class, the caller's
 * own visibility setting and the counted standings – the class's students who show themselves plus
 * the caller, who is always counted (with empty names and their own points when not listed in a
 * class) – each with the trophy they show (`shownTrophyUuid`, null when they show none).
 */
export type RankingData = {
  schoolClass: { uuid: string; grade: number; addition: string } | null;
  visibleToClass: boolean;
  counted: { uuid: string; firstName: string; surname: string; points: number; shownTrophyUuid: string | null }[];
};

/** The answer of `rankingSelect` as PostgreSQL builds it: snake_case, timestamps as ISO text. */
type RankingJson = {
  class: { uuid: string; grade: number; addition: string } | null;
  visible_to_class: boolean;
  counted: { uuid: string; first_name: string; surname: string; points: number; shown_trophy_uuid: string | null }[];
};

/**
 * The ranking's data and the caller's own row in one round trip (issue 20, decisions 243 and 253),
 * as a select for the caller behind a token's subject (a placeholder for the prepared query, the
 * subject itself for the query plan of bench/ranking-plan.bench.ts).
 * Before, a ranking took four or five queries – the caller's class, the class's standings, the
 * caller's visibility, the caller's points when not listed, the trophies – each with its own parse,
 * bind and decoding; now PostgreSQL builds one JSON value. Positions and the rank stay in
 * TypeScript (`rankings.service.ts`).
 *
 * The conditions restate the queries it replaces (`findClassOfStudent`, the standings of a class,
 * `isVisibleToClass`, `pointsOf`, `trophiesOf` with the choice of the shown trophy): keep them in
 * step, rankings.repository.test.ts compares both ways over the demo world and edge cases.
 *
 * Anchored on the caller's `users` row, found by the token's subject: the route admits the caller
 * from the same row (`callerColumns`, decision 253) – no look-up of its own before the query – and
 * an account deleted since its token was issued gives no row. Points
 * come from the totals a trigger keeps (`arcade_point_totals`, migration 0025): summing the
 * counted students' events made the query six times dearer after a school year (decision 245).
 * Of the trophies only the one each student shows leaves the database (decision 247): the latest
 * one the content knows, the harder one (later in `trophyOrder`, the content's order) among those
 * awarded the same millisecond. Building a JSON object per held trophy was half the query's time
 * after a school year (bench/ranking-plan.bench.ts).
 * Each counted student's row, total and shown trophy are read by key (decision 255): the query's
 * cost follows the class, not the school or the Land – before, the planner scanned every student's
 * totals and trophies of the database and sorted them.
 */
export function rankingSelect(
  db: Database,
  subject: string | Placeholder<'subject'>,
  trophyOrder: readonly string[] | Placeholder<'trophyOrder'>,
) {
  const order = sql`${Array.isArray(trophyOrder) ? sql.param(trophyOrder) : trophyOrder}::uuid[]`;
  // A select from one table leaves its columns unqualified: the subquery names `users.*` itself.
  const ranking = sql`(
    with own_class as (
      -- a student has at most one class (class_memberships is keyed by the student); a class always
      -- has its school (foreign key), so the school is not joined
      select c.uuid, c.grade, c.addition
      from class_memberships cm join classes c on c.uuid = cm.class_uuid
      where cm.user_uuid = users.uuid
    ),
    counted as (
      select u.uuid, u.first_name, u.surname
      from class_memberships cm
        -- each member's row by its key: a join would let the planner scan every user of the Land
        -- (offset 0 keeps the subquery apart, decision 255)
        cross join lateral (select uuid, first_name, surname, roles from users where users.uuid = cm.user_uuid offset 0) u
        left join arcade_settings st on st.user_uuid = u.uuid
      -- \`isStudent\`: only accounts holding the student role now are ranked; hidden ones only
      -- count for themselves
      where cm.class_uuid = (select uuid from own_class) and u.roles @> array['SCHUELER']
        and (coalesce(st.visible_to_class, true) or u.uuid = users.uuid)
      union all
      -- a student without a class (or not listed in it: no student role) still sees their own points
      select users.uuid, '', '' where not (users.roles @> array['SCHUELER'] and exists (select 1 from own_class))
    )
    select json_build_object(
      'class', (select json_build_object('uuid', uuid, 'grade', grade, 'addition', addition) from own_class),
      'visible_to_class', coalesce((select visible_to_class from arcade_settings where user_uuid = users.uuid), true),
      'counted', (
        select json_agg(json_build_object(
          'uuid', k.uuid, 'first_name', k.first_name, 'surname', k.surname,
          -- the total the events' trigger keeps (migration 0025): one row, however long the school year
          'points', coalesce((select p.points from arcade_point_totals p where p.user_uuid = k.uuid), 0),
          -- the trophy the student shows: the latest the content knows, the harder one (later in
          -- the content's order) among those of one millisecond – read in the order of
          -- arcade_user_trophies_latest_idx, whose moments are whole milliseconds (migration 0026)
          'shown_trophy_uuid', (
            select t.trophy_uuid from arcade_user_trophies t
            where t.user_uuid = k.uuid and t.trophy_uuid = any(${order})
            order by t.awarded_at desc, array_position(${order}, t.trophy_uuid) desc
            limit 1
          )
        ))
        from counted k
      )
    )
  )`;
  return db
    .select({ caller: callerColumns, ranking: ranking.mapWith(jsonValueOf<RankingJson>) })
    .from(users)
    .where(eq(users.idpSubject, subject));
}

function rankingDataOfJson(data: RankingJson): RankingData {
  return {
    schoolClass: data.class,
    visibleToClass: data.visible_to_class,
    counted: data.counted.map((entry) => ({
      uuid: entry.uuid,
      firstName: entry.first_name,
      surname: entry.surname,
      points: entry.points,
      shownTrophyUuid: entry.shown_trophy_uuid,
    })),
  };
}

export function createRankingsRepository(db: Database) {
  // GET /rankings and a student's dashboard: the queries of every call built once (decision 168).
  const pointsTotal = prepareQuery(
    db.select({ points: arcadePointTotals.points }).from(arcadePointTotals).where(eq(arcadePointTotals.userUuid, sql.placeholder('userUuid'))),
  );
  const ranking = prepareQuery(rankingSelect(db, sql.placeholder('subject'), sql.placeholder('trophyOrder')));
  const visibility = prepareQuery(
    db.select({ visible: arcadeSettings.visibleToClass }).from(arcadeSettings).where(eq(arcadeSettings.userUuid, sql.placeholder('userUuid'))),
  );

  return {
    /**
     * The caller's row and what their ranking shows, in one round trip (`rankingSelect`); undefined
     * for a subject no account has. `trophyOrder`: the content's trophies in their order, which
     * decides the shown one.
     */
    async rankingBySubject(subject: string, trophyOrder: readonly string[]): Promise<{ caller: CallerRow; data: RankingData } | undefined> {
      const [row] = await ranking.execute({ subject, trophyOrder });
      if (!row) return undefined;
      return { caller: row.caller, data: rankingDataOfJson(row.ranking) };
    },

    async pointsOf(userUuid: string): Promise<number> {
      const [row] = await pointsTotal.execute({ userUuid });
      return Number(row?.points ?? 0);
    },

    /** Trophies of the users, newest first. */
    async trophiesOf(userUuids: readonly string[]): Promise<{ userUuid: string; trophyUuid: string; awardedAt: Date }[]> {
      if (userUuids.length === 0) return [];
      return db
        .select({ userUuid: arcadeUserTrophies.userUuid, trophyUuid: arcadeUserTrophies.trophyUuid, awardedAt: arcadeUserTrophies.awardedAt })
        .from(arcadeUserTrophies)
        .where(inArray(arcadeUserTrophies.userUuid, [...userUuids]))
        .orderBy(desc(arcadeUserTrophies.awardedAt));
    },

    /** The latest awards that earned points (actions past a daily limit count with 0 and are left out, decision 150). */
    async recentPointsOf(userUuid: string, limit: number) {
      return db
        .select({ action: arcadePointEvents.action, points: arcadePointEvents.points, createdAt: arcadePointEvents.createdAt })
        .from(arcadePointEvents)
        .where(and(eq(arcadePointEvents.userUuid, userUuid), gt(arcadePointEvents.points, 0)))
        .orderBy(desc(arcadePointEvents.createdAt))
        .limit(limit);
    },

    async isVisibleToClass(userUuid: string): Promise<boolean> {
      const [row] = await visibility.execute({ userUuid });
      return row?.visible ?? true;
    },

    async setVisibleToClass(userUuid: string, visibleToClass: boolean, now: Date): Promise<void> {
      await db
        .insert(arcadeSettings)
        .values({ userUuid, visibleToClass, updatedAt: now })
        .onConflictDoUpdate({ target: arcadeSettings.userUuid, set: { visibleToClass, updatedAt: now } });
    },
  };
}

export type RankingsRepository = ReturnType<typeof createRankingsRepository>;
