import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';

/** Whose rows are counted: one school, one Land, or all. */
export type KeyFigureFilter = { kind: 'school'; schoolUuid: string } | { kind: 'client'; clientUuid: string } | { kind: 'system' };

/** Accounts of one creation month (German calendar) of the scope. */
export type MonthCounts = { month: string; accounts: number; teachers: number; students: number };

/** A (Land, school, month) group whose rollup differs from the accounts it counts. */
export type RollupDrift = {
  client_uuid: string;
  school_uuid: string | null;
  month: string;
  rollup_accounts: number;
  actual_accounts: number;
  rollup_teachers: number;
  actual_teachers: number;
  rollup_students: number;
  actual_students: number;
};

function countsIn(filter: KeyFigureFilter): SQL {
  if (filter.kind === 'school') return sql`c.school_uuid = ${filter.schoolUuid}::uuid`;
  if (filter.kind === 'client') return sql`c.client_uuid = ${filter.clientUuid}::uuid`;
  return sql`true`;
}

function daysIn(filter: KeyFigureFilter): SQL {
  if (filter.kind === 'school') return sql`d.school_uuid = ${filter.schoolUuid}::uuid`;
  if (filter.kind === 'client') return sql`d.client_uuid = ${filter.clientUuid}::uuid`;
  return sql`true`;
}

function schoolsIn(filter: KeyFigureFilter): SQL {
  if (filter.kind === 'school') return sql`s.uuid = ${filter.schoolUuid}::uuid`;
  if (filter.kind === 'client') return sql`s.client_uuid = ${filter.clientUuid}::uuid`;
  return sql`true`;
}

type Rows<T> = { rows: T[] };

/** A (Land, school, day) group whose day rollup differs from the accounts it counts. */
export type DayRollupDrift = { client_uuid: string; school_uuid: string | null; day: string; rollup_accounts: number; actual_accounts: number };

/**
 * Key figures from the rollups (decision 095, replacing the pass over `users` of decision 096):
 * `school_account_counts` (one row per school and month) for the totals and the chart, and
 * `school_account_days` (one row per school and creation day, decision 156) for "created in the
 * last 30 days". A Land's answer reads rows per school, never per account, so it grows with the
 * number of schools – also right after a start-of-year mass import.
 */
export function createKeyFiguresRepository(db: Database) {
  return {
    async countsByMonth(filter: KeyFigureFilter): Promise<MonthCounts[]> {
      const result = (await db.execute(sql`
        select to_char(c.month, 'YYYY-MM') as month, sum(c.accounts)::int as accounts,
               sum(c.teachers)::int as teachers, sum(c.students)::int as students
        from school_account_counts c
        where ${countsIn(filter)}
        group by c.month
      `)) as unknown as Rows<MonthCounts>;
      return result.rows.map((row) => ({
        month: row.month,
        accounts: Number(row.accounts),
        teachers: Number(row.teachers),
        students: Number(row.students),
      }));
    },

    /**
     * Accounts created in the last 30 days – today and the 29 days before, in German time – from
     * the day rollup: at most 30 rows per school (system: one index range per Land).
     */
    async countRecent(filter: KeyFigureFilter): Promise<number> {
      const firstDay = sql`(now() at time zone 'Europe/Berlin')::date - 29`;
      const result = (await db.execute(
        filter.kind === 'system'
          ? sql`select coalesce(sum(recent), 0)::int as count from clients l
                cross join lateral (select sum(d.accounts) as recent from school_account_days d where d.client_uuid = l.uuid and d.day >= ${firstDay}) as per_land`
          : sql`select coalesce(sum(d.accounts), 0)::int as count from school_account_days d where ${daysIn(filter)} and d.day >= ${firstDay}`,
      )) as unknown as Rows<{ count: number }>;
      return Number(result.rows[0]?.count ?? 0);
    },

    /**
     * Groups whose day rollup differs from a count of `users` (empty when the triggers did their
     * job). Reads every account: for tests and the reconciliation check, never for a request.
     */
    async dayRollupDrift(): Promise<DayRollupDrift[]> {
      const result = (await db.execute(sql`
        with actual as (
          select client_uuid, school_uuid, (created_at at time zone 'Europe/Berlin')::date as day, count(*)::int as accounts
          from users group by 1, 2, 3)
        select coalesce(a.client_uuid, r.client_uuid) as client_uuid, coalesce(a.school_uuid, r.school_uuid) as school_uuid,
               to_char(coalesce(a.day, r.day), 'YYYY-MM-DD') as day,
               coalesce(r.accounts, 0) as rollup_accounts, coalesce(a.accounts, 0) as actual_accounts
        from actual a
        full join school_account_days r
          on r.client_uuid = a.client_uuid and r.school_uuid is not distinct from a.school_uuid and r.day = a.day
        where coalesce(r.accounts, 0) <> coalesce(a.accounts, 0)
      `)) as unknown as Rows<DayRollupDrift>;
      return result.rows;
    },

    /**
     * Groups whose rollup differs from a count of `users` (empty when the triggers did their
     * job). Reads every account: for tests and the reconciliation check, never for a request.
     */
    async rollupDrift(): Promise<RollupDrift[]> {
      const result = (await db.execute(sql`
        with actual as (
          select client_uuid, school_uuid, date_trunc('month', created_at at time zone 'Europe/Berlin')::date as month,
                 count(*)::int as accounts, count(*) filter (where 'LEHRER' = any(roles))::int as teachers,
                 count(*) filter (where 'SCHUELER' = any(roles))::int as students
          from users group by 1, 2, 3)
        select coalesce(a.client_uuid, r.client_uuid) as client_uuid, coalesce(a.school_uuid, r.school_uuid) as school_uuid,
               to_char(coalesce(a.month, r.month), 'YYYY-MM') as month,
               coalesce(r.accounts, 0) as rollup_accounts, coalesce(a.accounts, 0) as actual_accounts,
               coalesce(r.teachers, 0) as rollup_teachers, coalesce(a.teachers, 0) as actual_teachers,
               coalesce(r.students, 0) as rollup_students, coalesce(a.students, 0) as actual_students
        from actual a
        full join school_account_counts r
          on r.client_uuid = a.client_uuid and r.school_uuid is not distinct from a.school_uuid and r.month = a.month
        where coalesce(r.accounts, 0) <> coalesce(a.accounts, 0) or coalesce(r.teachers, 0) <> coalesce(a.teachers, 0)
           or coalesce(r.students, 0) <> coalesce(a.students, 0)
      `)) as unknown as Rows<RollupDrift>;
      return result.rows;
    },

    async countSchools(filter: KeyFigureFilter): Promise<number> {
      const result = (await db.execute(sql`select count(*)::int as count from schools s where ${schoolsIn(filter)}`)) as unknown as {
        rows: { count: number }[];
      };
      return Number(result.rows[0]?.count ?? 0);
    },

    async nameOf(filter: KeyFigureFilter): Promise<string | null> {
      if (filter.kind === 'system') return null;
      const result = (await db.execute(
        filter.kind === 'school'
          ? sql`select name from schools where uuid = ${filter.schoolUuid}::uuid`
          : sql`select name from clients where uuid = ${filter.clientUuid}::uuid`,
      )) as unknown as { rows: { name: string }[] };
      return result.rows[0]?.name ?? null;
    },
  };
}

export type KeyFiguresRepository = ReturnType<typeof createKeyFiguresRepository>;
