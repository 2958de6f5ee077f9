import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/**
 * Builds a drizzle query's SQL once, for a query that runs on every request of a hot route
 * (decision 168): drizzle otherwise assembles the same SQL text from its query objects on every
 * call, which was a quarter to a third of the server's CPU on those routes (issue 8).
 *
 * The prepared query is bound to the `db` it was built on – it never joins a transaction – so only
 * queries that run outside transactions are prepared here, once per repository (and so per
 * database); a statement inside a transaction uses `prepareForTransactions` (decision 249).
 * Values go in through `sql.placeholder(name)` and `execute({ name: value })`.
 *
 * It gets no statement name of its own (the empty name is pg's unnamed statement): whether
 * PostgreSQL keeps it parsed per connection stays the one setting of decision 132
 * (`statement-names.ts` names it after its text, `DATABASE_PREPARED_STATEMENTS=false` leaves it
 * unnamed for a pooler that cannot carry prepared statements).
 */
export function prepareQuery<Query extends { prepare(name: string): unknown }>(query: Query): ReturnType<Query['prepare']> {
  return query.prepare(UNNAMED_STATEMENT) as ReturnType<Query['prepare']>;
}

/** pg's unnamed statement: sent with Parse on every call unless statement-names.ts names it. */
export const UNNAMED_STATEMENT = '';

/** What drizzle's session is asked for a query; the arguments are replayed on another session. */
type PrepareArguments = unknown[];
type PreparingSession = { prepareQuery(...args: PrepareArguments): { execute(values?: Record<string, unknown>): Promise<unknown> } };
/** Drizzle's query builders keep their session here and build their SQL in `_prepare` (drizzle-orm 0.45). */
type BuilderInternals = { session: PreparingSession; _prepare(name?: string): unknown };

/** A statement whose SQL was built once, for whichever transaction a call passes (`prepareForTransactions`). */
export type TransactionStatement<Result> = {
  /** Runs the statement in `tx` – a transaction, or the database itself for a statement on its own. */
  execute(tx: Database, values: Record<string, unknown>): Promise<Result>;
};

/**
 * Builds a drizzle query's SQL once, for a statement that runs inside a transaction on every call
 * of a hot route (issue 20): `prepareQuery` cannot join a transaction (decision 168), and building
 * the task save and the award anew on every call was a quarter of the server's time of a task
 * answer. The query is built on the database with `sql.placeholder(name)` for every value that
 * changes; each call hands the built SQL, the result's fields and their decoders to the session of
 * its own transaction, which sends it as drizzle would have (decision 249).
 *
 * The builder's `_prepare` is called once against a recording session: it assembles the SQL and
 * asks its session to prepare it, and the recorded arguments are replayed on the transaction's
 * session. What `_prepare` sets on the prepared query afterwards (a select's nullable joins) is
 * copied over too. `prepared-query.test.ts` checks the round trip with both drivers.
 */
export function prepareForTransactions<Query extends { execute(): Promise<unknown> }>(
  query: Query,
): TransactionStatement<Awaited<ReturnType<Query['execute']>>> {
  const builder = query as unknown as BuilderInternals;
  const ownSession = builder.session;
  let recorded: PrepareArguments | undefined;
  // Own properties are what `_prepare` sets afterwards; `setToken` (a select's) answers itself.
  const setAfterwards: Record<string, unknown> = Object.create({
    setToken() {
      return this;
    },
  }) as Record<string, unknown>;
  builder.session = {
    prepareQuery: (...args) => {
      recorded = args;
      return setAfterwards as unknown as ReturnType<PreparingSession['prepareQuery']>;
    },
  };
  try {
    builder._prepare();
  } finally {
    builder.session = ownSession;
  }
  if (!recorded) throw new Error('prepareForTransactions: the query did not prepare itself through its session');
  return replayed<Awaited<ReturnType<Query['execute']>>>(recorded, setAfterwards);
}

/**
 * `prepareForTransactions` for a statement written with drizzle's `sql` template (a CTE statement
 * no query builder can express). The answer is the driver's, as `tx.execute` gives it: `{ rows }`.
 */
export function prepareSqlForTransactions<Row>(statement: SQL): TransactionStatement<{ rows: Row[] }> {
  return replayed<{ rows: Row[] }>([new PgDialect().sqlToQuery(statement), undefined, undefined, false], {});
}

/**
 * A placeholder's value goes to the driver without drizzle's column encoders; a date goes as ISO
 * text (what the timestamp columns' encoder gave), so every statement's `::timestamptz` reads the
 * same instant on both drivers and callers pass their dates as they are.
 */
function driverValues(values: Record<string, unknown>): Record<string, unknown> {
  const encoded: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) encoded[name] = value instanceof Date ? value.toISOString() : value;
  return encoded;
}

function replayed<Result>(prepareArguments: PrepareArguments, setAfterwards: Record<string, unknown>): TransactionStatement<Result> {
  const hasExtras = Object.keys(setAfterwards).length > 0;
  return {
    execute(tx, values) {
      const session = (tx._ as unknown as { session: PreparingSession }).session;
      const prepared = session.prepareQuery(...prepareArguments);
      if (hasExtras) Object.assign(prepared, setAfterwards);
      return prepared.execute(driverValues(values)) as Promise<Result>;
    },
  };
}

/**
 * `prepareForTransactions` for a repository that has no database of its own (a module-level object
 * whose functions take the caller's transaction): the statement is built from the first
 * transaction it runs in, once, and replayed on every later one.
 */
export function prepareOnFirstUse<Query extends { execute(): Promise<unknown> }>(
  build: (db: Database) => Query,
): TransactionStatement<Awaited<ReturnType<Query['execute']>>> {
  let statement: TransactionStatement<Awaited<ReturnType<Query['execute']>>> | undefined;
  return {
    execute(tx, values) {
      statement ??= prepareForTransactions(build(tx));
      return statement.execute(tx, values);
    },
  };
}
