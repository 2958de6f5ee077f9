import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every repository works with, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
