import { inArray, or } from 'drizzle-orm';
import { verifyPassword } from '../../auth/passwords';
import type { Database } from '../client';
import { users } from '../schema';
import { readDemoWorld } from './demo-seed';

export class DemoAccountsInProductionError extends Error {
  constructor(readonly usernames: string[]) {
    super(
      `Refusing to start with NODE_ENV=production: the database holds demo accounts that still sign in with the ` +
        `published demo password (${usernames.join(', ')}). Delete these accounts or give them new passwords ` +
        `(docs/operations.md, "Demo accounts in production"), then start again.`,
    );
  }
}

/**
 * The demo seed is refused in production (config.ts, demo-seed.ts), but a database that was once
 * started without NODE_ENV=production – or restored from a demo – still holds the demo accounts,
 * whose password is printed in README and at every start (issue 14). A production start checks the
 * accounts of the demo world (by id or user name) and refuses while any of them still signs in with
 * that password. Usually none exists, so no password is checked at all.
 */
export async function refuseDemoAccountsInProduction(db: Database, options: { isProduction: boolean }): Promise<void> {
  if (!options.isProduction) return;
  const world = await readDemoWorld();
  const candidates = await db
    .select({ username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(
      or(
        inArray(users.uuid, world.users.map((user) => user.uuid)),
        inArray(users.username, world.users.map((user) => user.username)),
      ),
    );
  const withDemoPassword: string[] = [];
  for (const candidate of candidates) {
    if (candidate.passwordHash && (await verifyPassword(world.password, candidate.passwordHash))) withDemoPassword.push(candidate.username);
  }
  if (withDemoPassword.length > 0) throw new DemoAccountsInProductionError(withDemoPassword.sort());
}
