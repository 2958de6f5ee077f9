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

function usersIn(filter: KeyFigureFilter): SQL {
  if (filter.kind === 'school') return sql`u.school_uuid = ${filter.schoolUuid}::uuid`;
  if (filter.kind === 'client') return sql`u.client_uuid = ${filter.clientUuid}::uuid`;
  return sql`true`;
}

function schoolsIn(filter: KeyFigureFilter): SQL {
  if (filter.kind === 'school') return sql`s.uuid = ${filter.schoolUuid}::uuid`;
  if (filter.kind === 'client') return sql`s.client_uuid = ${filter.clientUuid}::uuid`;
  return sql`true`;
}

type Rows<T> = { rows: T[] };

/**
 * Key figures from the rollup `school_account_counts` (decision 095, replacing the pass over
 * `users` of decision 096): a Land's answer reads one row per school and month, so it grows with
 * the number of schools, not of accounts. Only "created in the last 30 days" reads `users`, through
 * `users_client_created_idx` – as many index entries as recent accounts.
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

    /** Accounts created in the last 30 days; for the system one index range per Land. */
    async countRecent(filter: KeyFigureFilter): Promise<number> {
      const since = sql`now() - interval '30 days'`;
      const result = (await db.execute(
        filter.kind === 'system'
          ? sql`select coalesce(sum(recent), 0)::int as count from clients l
                cross join lateral (select count(*) as recent from users u where u.client_uuid = l.uuid and u.created_at > ${since}) as per_land`
          : sql`select count(*)::int as count from users u where ${usersIn(filter)} and u.created_at > ${since}`,
      )) as unknown as Rows<{ count: number }>;
      return Number(result.rows[0]?.count ?? 0);
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
