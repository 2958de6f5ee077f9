import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** A column that points at a user: a foreign key to `users.uuid`, or a uuid column named like one. */
export type UserReferenceColumn = {
  table: string;
  column: string;
  /** With a foreign key the database itself keeps the column from pointing at a deleted user. */
  hasForeignKey: boolean;
};

/**
 * uuid columns that hold a person without declaring a foreign key (a module may leave it out on
 * purpose, e.g. to keep a row after the account is gone). Read from the name.
 */
const PERSON_COLUMN_NAME = /^(user|owner|author|reporter|teacher|student|creator|sender|recipient|member|uploader|participant|account|pupil)_uuid$|_by(_uuid)?$/;

type CatalogRow = { table_name: string; column_name: string; has_foreign_key: boolean };

/**
 * Every column of the public schema that refers to a user, read from the migrated database's
 * catalogue – so it sees every module's tables, including the ones built after this code. The
 * completeness test checks each of them is covered by a personal-data section; the reconciliation
 * check looks for values pointing at users who no longer exist.
 */
export async function findUserReferenceColumns(db: Database): Promise<UserReferenceColumn[]> {
  const result = (await db.execute(sql`
    select c.table_name, c.column_name,
      exists (
        select 1
        from pg_constraint k
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
        where k.contype = 'f'
          and k.confrelid = 'public.users'::regclass
          and k.conrelid = format('%I.%I', c.table_schema, c.table_name)::regclass
          and a.attname = c.column_name
      ) as has_foreign_key
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema = 'public' and c.table_name <> 'users' and c.data_type in ('uuid', 'text')
    order by c.table_name, c.column_name
  `)) as unknown as { rows: CatalogRow[] };
  return result.rows
    .filter((row) => row.has_foreign_key || PERSON_COLUMN_NAME.test(row.column_name))
    .map((row) => ({ table: row.table_name, column: row.column_name, hasForeignKey: Boolean(row.has_foreign_key) }));
}

/** Rows whose user column names a user who does not exist (only possible without a foreign key). */
export type OrphanReport = { table: string; column: string; rows: number };

/**
 * Reconciliation (decision 055): counts rows that still point at deleted users. Columns with a
 * foreign key cannot hold such values and are skipped. An empty list is the healthy answer.
 */
export async function findOrphanRows(db: Database): Promise<OrphanReport[]> {
  const columns = (await findUserReferenceColumns(db)).filter((column) => !column.hasForeignKey);
  const reports: OrphanReport[] = [];
  for (const { table, column } of columns) {
    // Identifiers come from the catalogue, not from a request; sql.identifier quotes them.
    const result = (await db.execute(sql`
      select count(*)::int as rows from ${sql.identifier(table)} r
      where r.${sql.identifier(column)} is not null
        and not exists (select 1 from users u where u.uuid::text = r.${sql.identifier(column)}::text)
    `)) as unknown as { rows: { rows: number }[] };
    const rows = Number(result.rows[0]?.rows ?? 0);
    if (rows > 0) reports.push({ table, column, rows });
  }
  return reports;
}
