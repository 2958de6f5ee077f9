import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { retryableSqlStateOf, retryAutocommitStatementsOf, retryTransactionsOf, type TransactionRetryOptions } from './database-errors';
import { releasePooledClientsOnFailedTransactions } from './pooled-transaction';
import { prepareRepeatedStatements } from './statement-names';
import type { Database } from './database';

// The types have their own file, so that database-errors.ts can name them without importing this one.
export type { Database, Schema } from './database';

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations that have not run yet. */
  migrate: () => Promise<void>;
  /** True when the database answers a trivial query. */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

/** Every re-run is logged: a conflict that keeps coming back is worth a look at the lock order. */
const logRetries: TransactionRetryOptions = {
  onRetry: (error, attempt) =>
    console.error(JSON.stringify({ level: 'warn', msg: 'database conflict, re-running', code: retryableSqlStateOf(error), attempt })),
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Key of the PostgreSQL advisory lock held while migrating. drizzle's migrator takes no lock of its
 * own, and two processes starting at once race on `create table if not exists` – so every process
 * waits for this lock, and the ones after the first find nothing left to do.
 */
const MIGRATION_LOCK_KEY = 7_240_300_001;

/**
 * The planner's cost of reading a page out of order, for this app's connections (decision 255):
 * PostgreSQL's default (4) prices a spinning disk, so on tables of a few hundred rows it scans the
 * whole table rather than look a class's 30 students up by key – and keeps that plan as the
 * prepared statement's generic plan. 1.1 is the value PostgreSQL's documentation names for data on
 * SSDs or in memory, as on every server this app runs on. Set per connection, not by a migration:
 * the database's own settings stay the operator's.
 */
export const PLANNER_SETTINGS = 'set random_page_cost = 1.1';

/** What every new connection of the pool gets before its first statement. */
export function prepareConnection(client: pg.PoolClient, options: { preparedStatements: boolean }): void {
  if (options.preparedStatements) prepareRepeatedStatements(client);
  // Sent before the connection's first statement (one connection answers in order). A failure
  // means a lost connection, which its first statement reports.
  client.query(PLANNER_SETTINGS).catch(() => undefined);
  // A connection lost while checked out (mid-transaction, between two queries) emits 'error' on
  // its client, where the pool no longer listens: heard here, the running query fails instead.
  client.on('error', (error) =>
    console.error(JSON.stringify({ level: 'warn', msg: 'database connection lost while in use', error: error.message })),
  );
}

/**
 * Opens PostgreSQL when a URL is given, otherwise an embedded PGlite in `dataDir/pglite`
 * (or in memory for `dataDir === ':memory:'`, used by tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Prepare repeated statements once per connection (decision 132); off behind a pooler that cannot. */
  preparedStatements?: boolean;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    releasePooledClientsOnFailedTransactions();
    // connectionTimeoutMillis: while PostgreSQL is away a request waits at most this long for a
    // connection and then fails with a timeout that the error handler answers 503 (decision 035).
    // pipeline: a statement is written without waiting for the answer of the one before it on
    // the same connection; a transaction's BEGIN rides with its first statement (decision 251).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 10_000, pipeline: true });
    // An idle connection the server closes (restart, failover, admin command) emits 'error' on the
    // pool; unheard, it would end the process. The pool replaces the connection on the next query.
    pool.on('error', (error) => console.error(JSON.stringify({ level: 'warn', msg: 'idle database connection lost', error: error.message })));
    pool.on('connect', (client) => prepareConnection(client, { preparedStatements: options.preparedStatements ?? true }));
    // Serialization failures and deadlocks are re-run, whole transactions and single statements alike (decision 035).
    retryAutocommitStatementsOf(pool, logRetries);
    const db = retryTransactionsOf(drizzlePostgres(pool, { schema }), logRetries);
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      migrate: async () => {
        const lockClient = await pool.connect();
        try {
          await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePostgres(db, { migrationsFolder });
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          lockClient.release();
        }
      },
      ping: async () => {
        try {
          await pool.query('select 1');
          return true;
        } catch {
          return false;
        }
      },
      close: () => pool.end(),
    };
  }
  let dataPath: string | undefined;
  if (options.dataDir !== ':memory:') {
    dataPath = path.join(options.dataDir, 'pglite');
    await mkdir(dataPath, { recursive: true });
  }
  const client = new PGlite(dataPath);
  const db = retryTransactionsOf(drizzlePglite(client, { schema }), logRetries);
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
  };
}
