import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppContext } from './context';
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
};
