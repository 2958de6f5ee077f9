import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { createIdempotencyStore } from '../http/idempotency';
import { createRateLimitStore } from '../http/rate-limit';
import { purgeExpiredOidcPayloads } from '../idp';
import type { RecurringJob } from './index';

/** The platform's own recurring jobs; modules add theirs to the list main.ts hands to the runner. */
export function platformJobs(config: AppConfig, db: Database): RecurringJob[] {
  const jobs: RecurringJob[] = [
    {
      name: 'platform.purge-rate-limit-counters',
      everyMinutes: 60,
      run: async () => ({ deleted: await createRateLimitStore(db).purgeExpired() }),
    },
    {
      name: 'platform.purge-expired-idempotency-keys',
      everyMinutes: 60,
      run: async () => ({ deleted: await createIdempotencyStore(db).purgeExpired() }),
    },
  ];
  if (config.isEmbeddedIdp) {
    jobs.push({
      name: 'idp.purge-expired-payloads',
      everyMinutes: 15,
      run: async () => ({ deleted: await purgeExpiredOidcPayloads(db) }),
    });
  }
  return jobs;
}
