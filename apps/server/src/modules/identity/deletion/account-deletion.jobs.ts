import type { FastifyBaseLogger } from 'fastify';
import type { RecurringJob } from '../../../platform/jobs';
import type { AccountDeletion } from './account-deletion.service';

/** The recurring jobs of the data life cycle (decision 054); main.ts hands them to the job runner. */
export function accountDeletionJobs(deletion: AccountDeletion, log: FastifyBaseLogger): RecurringJob[] {
  return [
    { name: 'identity.delete-due-accounts', everyMinutes: 60, run: () => deletion.deleteDueAccounts() },
    {
      name: 'identity.reconcile-personal-data',
      everyMinutes: 60,
      run: async () => {
        // Found is an error even when the repair removes it: some erase missed these rows.
        const { found, remaining } = await deletion.cleanUpOrphans();
        if (found.length > 0) log.error({ orphans: found, remaining }, 'personal data of deleted accounts found (reconciliation)');
        return { orphanTables: found.length, remainingTables: remaining.length };
      },
    },
  ];
}
