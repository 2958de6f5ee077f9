import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/client';
import type { RecurringJob } from '../../../platform/jobs';
import { createKeyFiguresRepository } from './key-figures.repository';

/**
 * The reconciliation of the key-figures rollups (decisions 095 and 156): hourly, the month and the
 * day rollup are compared with a count of `users`. Drift means a trigger was dropped or bypassed (e.g. a migration squash lost
 * it); it is logged as an error with the groups that differ – the repair is in decision 095.
 */
export function keyFiguresJobs(db: Database, log: FastifyBaseLogger): RecurringJob[] {
  const repository = createKeyFiguresRepository(db);
  return [
    {
      name: 'identity.check-key-figure-rollup',
      everyMinutes: 60,
      run: async () => {
        const drift = await repository.rollupDrift();
        if (drift.length > 0) log.error({ drift: drift.slice(0, 20), groups: drift.length }, 'key-figures rollup differs from the accounts (reconciliation)');
        const dayDrift = await repository.dayRollupDrift();
        if (dayDrift.length > 0) {
          log.error({ drift: dayDrift.slice(0, 20), groups: dayDrift.length }, 'key-figures day rollup differs from the accounts (reconciliation)');
        }
        return { driftingGroups: drift.length, driftingDays: dayDrift.length };
      },
    },
  ];
}
