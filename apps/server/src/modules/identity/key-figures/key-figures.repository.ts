import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';

/** Whose rows are counted: one school, one Land, or all. */
export type KeyFigureFilter = { kind: 'school'; schoolUuid: string } | { kind: 'client'; clientUuid: string } | { kind: 'system' };

/** Accounts of one creation month (German calendar) of the scope. */
export type MonthCounts = { month: string; accounts: number; teachers: number; students: number; recent: number };

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

/**
 * Key figures as SQL aggregates over the real rows (decision 096): ONE pass over the scope's
 * accounts (`users_school_idx`, `users_client_created_idx`) grouped by creation month, from which
 * the service adds up the totals and takes the chart's months. No counters that could drift.
 */
export function createKeyFiguresRepository(db: Database) {
  return {
    async countsByMonth(filter: KeyFigureFilter): Promise<MonthCounts[]> {
      const result = (await db.execute(sql`
        select to_char(month, 'YYYY-MM') as month, accounts, teachers, students, recent
        from (
          select date_trunc('month', u.created_at at time zone 'Europe/Berlin') as month,
                 count(*)::int as accounts,
                 count(*) filter (where 'LEHRER' = any(u.roles))::int as teachers,
                 count(*) filter (where 'SCHUELER' = any(u.roles))::int as students,
                 count(*) filter (where u.created_at > now() - interval '30 days')::int as recent
          from users u
          where ${usersIn(filter)}
          group by 1
        ) as by_month
      `)) as unknown as { rows: MonthCounts[] };
      return result.rows.map((row) => ({
        month: row.month,
        accounts: Number(row.accounts),
        teachers: Number(row.teachers),
        students: Number(row.students),
        recent: Number(row.recent),
      }));
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
