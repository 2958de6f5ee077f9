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

/**
 * Rows that name a user who does not exist. `userUuids` holds (up to {@link ORPHAN_SAMPLE}) uuids
 * of such users, so that their data can be erased again; it is empty where the reference is not a
 * uuid (the provider's records name the account by its subject).
 */
export type OrphanReport = { table: string; column: string; rows: number; userUuids: string[] };

/** Users named per report, for the cleanup's rerun of the erase; the next hourly run takes more. */
const ORPHAN_SAMPLE = 100;
/** The bound as SQL text: an array slice takes no bind parameter of unknown type. */
const SAMPLE_BOUND = sql.raw(String(ORPHAN_SAMPLE));

/**
 * uuid columns without a foreign key that the reconciliation checks besides the catalogue's list:
 * the audit trail keeps its rows after an account is gone and must then have the actor removed
 * (decision 102) – it is not in the export by row, so it is not a "user reference" for the
 * completeness test.
 */
const RECONCILED_ONLY_COLUMN_NAME = /^actor_uuid$/;

type CountedOrphans = { rows: number; user_uuids: string[] | null };

async function countOrphans(db: Database, query: ReturnType<typeof sql>): Promise<{ rows: number; userUuids: string[] }> {
  const result = (await db.execute(query)) as unknown as { rows: CountedOrphans[] };
  const [row] = result.rows;
  return { rows: Number(row?.rows ?? 0), userUuids: (row?.user_uuids ?? []).filter(Boolean) };
}

/**
 * Reconciliation (decision 055): rows that still point at deleted users. Columns with a foreign key
 * cannot hold such values and are skipped; besides the uuid columns it looks at the two places
 * that name a user inside a value – the rate-limit counters (`…:user:<uuid>`) and the embedded
 * provider's sessions, grants and tokens (`payload.accountId`, the account's subject). An empty
 * list is the healthy answer.
 */
export async function findOrphanRows(db: Database): Promise<OrphanReport[]> {
  const catalogued = (await findUserReferenceColumns(db)).filter((column) => !column.hasForeignKey);
  const reconciledOnly = (await db.execute(sql`
    select c.table_name as table, c.column_name as column
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema = 'public' and c.data_type = 'uuid'
      and not exists (
        select 1 from pg_constraint k join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
        where k.contype = 'f' and k.conrelid = format('%I.%I', c.table_schema, c.table_name)::regclass and a.attname = c.column_name
      )
    order by c.table_name
  `)) as unknown as { rows: { table: string; column: string }[] };
  const columns = [
    ...catalogued.map(({ table, column }) => ({ table, column })),
    ...reconciledOnly.rows.filter((row) => RECONCILED_ONLY_COLUMN_NAME.test(row.column) && !catalogued.some((known) => known.table === row.table && known.column === row.column)),
  ];
  const reports: OrphanReport[] = [];
  for (const { table, column } of columns) {
    // Identifiers come from the catalogue, not from a request; sql.identifier quotes them.
    const found = await countOrphans(
      db,
      sql`
        select count(*)::int as rows,
          (array_agg(distinct r.${sql.identifier(column)}::text))[1:${SAMPLE_BOUND}] as user_uuids
        from ${sql.identifier(table)} r
        where r.${sql.identifier(column)} is not null
          and not exists (select 1 from users u where u.uuid::text = r.${sql.identifier(column)}::text)
      `,
    );
    if (found.rows > 0) reports.push({ table, column, ...found });
  }
  const counters = await countOrphans(
    db,
    sql`
      select count(*)::int as rows, (array_agg(distinct split_part(r.key, ':user:', 2)))[1:${SAMPLE_BOUND}] as user_uuids
      from rate_limit_counters r
      where r.key like '%:user:%' and not exists (select 1 from users u where u.uuid::text = split_part(r.key, ':user:', 2))
    `,
  );
  if (counters.rows > 0) reports.push({ table: 'rate_limit_counters', column: 'key', ...counters });
  const sessions = await countOrphans(db, sql`select count(*)::int as rows, null as user_uuids from oidc_payloads p where ${providerRecordOfMissingAccount}`);
  if (sessions.rows > 0) reports.push({ table: 'oidc_payloads', column: "payload->>'accountId'", rows: sessions.rows, userUuids: [] });
  return reports;
}

const providerRecordOfMissingAccount = sql`p.payload ? 'accountId' and not exists (select 1 from users u where u.idp_subject = p.payload ->> 'accountId')`;

/**
 * Deletes the embedded provider's sessions, grants and tokens of accounts that no longer exist
 * (the account's erase ends them by its subject – which is gone with the account row, so what it
 * missed is found here). Returns how many records went.
 */
export async function removeProviderRecordsOfMissingAccounts(db: Database): Promise<number> {
  const result = (await db.execute(sql`delete from oidc_payloads p where ${providerRecordOfMissingAccount} returning p.id`)) as unknown as {
    rows: unknown[];
  };
  return result.rows.length;
}
