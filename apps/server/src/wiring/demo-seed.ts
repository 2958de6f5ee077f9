import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { DEMO_SEED_LOCK, seedDemoWorld, type DemoWorld } from '../platform/db/seed/demo-seed';
import { MODULES } from './modules';

/**
 * The demo world: the platform's Land, schools and accounts, then each module's part (the AVV to
 * sign, and with `withLife` the training instance's news, stories, station and quest – decision
 * 190). The platform seeds no module's table itself (decision 217). Refused in production.
 */
export async function seedDemo(db: Database, options: { isProduction: boolean; withLife?: boolean; now?: Date }): Promise<DemoWorld> {
  const now = options.now ?? new Date();
  const world = await seedDemoWorld(db, { isProduction: options.isProduction, now });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(DEMO_SEED_LOCK))})`);
    for (const module of MODULES) await module.seedDemo?.(tx, { world, now, withLife: options.withLife ?? false });
  });
  return world;
}
