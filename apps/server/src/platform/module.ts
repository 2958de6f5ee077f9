import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppContext } from './context';
import type { Database } from './db/client';
import type { DemoWorld } from './db/seed/demo-seed';
import type { RecurringJob } from './jobs';
import type { PersonalDataSection } from './personal-data';

/** What a module's routes and jobs are built from: the context and the ports the module asked for. */
export type ModuleContext<Ports> = AppContext & Ports & { log: FastifyBaseLogger };

/**
 * Everything the composition root (app.ts, main.ts) needs to know of a module, exported as the one
 * descriptor of its `index.ts` (issue 15, decision 217). `Ports` names the shared services the
 * module is handed instead of importing them: only the composition root builds them, once.
 * `Ports` appears only as a parameter, so a descriptor asking for less fits a list that offers more.
 */
export type ModuleDescriptor<Ports = object> = {
  /** Stable, short name (logs, the descriptor test). */
  name: string;
  /** Where `routes` is mounted; several modules may share one prefix (audit answers under identity's). */
  prefix?: string;
  routes?: FastifyPluginAsync<ModuleContext<Ports>>;
  /** Recurring jobs; main.ts hands them to the job runner. */
  jobs?: (context: ModuleContext<Ports>) => RecurringJob[];
  /** What the module holds about a person, for the export and the deletion (decision 053). */
  personalData?: readonly PersonalDataSection[];
  /** Adds the module's rows of the demo world (never in production; wiring/demo-seed.ts calls it). Must be idempotent. */
  seedDemo?: (db: Database, demo: DemoSeedContext) => Promise<void>;
};

/** What a module's demo seed builds on: the world's Land, schools and accounts are already there. */
export type DemoSeedContext = {
  world: DemoWorld;
  now: Date;
  /** The training instance's news, stories, station and quest (decision 190); API tests start without. */
  withLife: boolean;
};
