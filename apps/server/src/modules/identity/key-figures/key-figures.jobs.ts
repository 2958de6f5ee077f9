import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/client';
import type { RecurringJob } from '../../../platform/jobs';
import { createKeyFiguresRepository } from './key-figures.repository';

/**
 * The reconciliation of the key-figures rollup (decision 095): hourly, the rollup is compared with
 * a count of `users`. Drift means a trigger was dropped or bypassed (e.g. a migration squash lost
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
        return { driftingGroups: drift.length };
      },
    },
  ];
}
