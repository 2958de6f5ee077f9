import type { AppConfig } from './config';
import type { Database } from './db/client';

/** What every module is built from. */
export type AppContext = {
  config: AppConfig;
  db: Database;
};
