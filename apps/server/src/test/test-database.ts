import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../platform/db/client';

/** A database of its own on a PostgreSQL server, and how to drop it again. */
export type ScratchDatabase = { url: string; drop: () => Promise<void> };

/**
 * Creates an empty database named `<prefix>_<random>` on the PostgreSQL server at `serverUrl`
 * (which is otherwise never touched). `drop` removes it, ending any connections still open.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: ':memory:' });
    await handle.migrate();
    return handle;
  }
  const scratch = await createScratchDatabase(serverUrl, 'berufswahl_test');
  const handle = await openDatabase({ databaseUrl: scratch.url, dataDir: ':memory:' });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}
