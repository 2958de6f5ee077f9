import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginFailures } from '../db/schema';

/** Keycloak's brute-force detection defaults, apart from what the configuration sets. */
const FIRST_WAIT_SECONDS = 60;
/** Failures older than this no longer count (Keycloak's "failure reset time"). */
const FAILURE_RESET_HOURS = 12;
/**
 * A whole school usually signs in from one public address (NAT), so an address may fail this many
 * times more often than one account before it is locked; otherwise a class of students mistyping
 * their passwords would lock out the school. Even then the address lock holds only unknown names
 * and wrong passwords (see `lockState`).
 */
const ADDRESS_FAILURE_FACTOR = 10;

export type LockoutPolicy = { failures: number; maxSeconds: number };

type Counter = { key: string; threshold: number };

/** Seconds each lock still holds; 0 when it does not. */
export type LockState = { accountSeconds: number; addressSeconds: number };

export type LoginLockout = {
  /**
   * The account's and the address's lock apart (issue 14): the sign-in form refuses every attempt
   * on a locked account, but on a locked address only unknown names and wrong passwords – a known
   * account with its correct password still signs in, so made-up names cannot lock out a school.
   */
  lockState(username: string, address: string): Promise<LockState>;
  /** Seconds until the account or address may try again; 0 when neither is locked. */
  remainingLockSeconds(username: string, address: string): Promise<number>;
  /** Counts a failed attempt for the account name and the address; locks them at the threshold. */
  recordFailure(username: string, address: string): Promise<void>;
  /** Forgets the failures of an account after a successful sign-in. */
  reset(username: string): Promise<void>;
};

function accountKey(username: string): string {
  return `user:${username.trim().toLowerCase()}`;
}

function addressKey(address: string): string {
  return `ip:${address}`;
}

/**
 * The wait after the n-th failure at or beyond the threshold: 60 s, doubling with every further
 * failure, never longer than `maxSeconds`.
 */
export function lockSecondsFor(failures: number, threshold: number, maxSeconds: number): number {
  if (failures < threshold) return 0;
  const doublings = Math.min(failures - threshold, 20);
  return Math.min(FIRST_WAIT_SECONDS * 2 ** doublings, maxSeconds);
}

export function createLoginLockout(db: Database, policy: LockoutPolicy): LoginLockout {
  const countersFor = (username: string, address: string): Counter[] => [
    { key: accountKey(username), threshold: policy.failures },
    { key: addressKey(address), threshold: policy.failures * ADDRESS_FAILURE_FACTOR },
  ];

  async function countFailure({ key, threshold }: Counter): Promise<void> {
    const [row] = await db
      .insert(loginFailures)
      .values({ key, failures: 1, lastFailureAt: sql`now()` })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`case when ${loginFailures.lastFailureAt} < now() - make_interval(hours => ${FAILURE_RESET_HOURS})
            then 1 else ${loginFailures.failures} + 1 end`,
          lastFailureAt: sql`now()`,
        },
      })
      .returning({ failures: loginFailures.failures });
    const seconds = lockSecondsFor(row?.failures ?? 0, threshold, policy.maxSeconds);
    if (seconds > 0) {
      await db
        .update(loginFailures)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${seconds})` })
        .where(eq(loginFailures.key, key));
    }
  }

  async function lockState(username: string, address: string): Promise<LockState> {
    const [account, byAddress] = countersFor(username, address).map((counter) => counter.key);
    const rows = await db
      .select({
        key: loginFailures.key,
        seconds: sql<string>`ceil(extract(epoch from ${loginFailures.lockedUntil} - now()))`,
      })
      .from(loginFailures)
      .where(and(inArray(loginFailures.key, [account!, byAddress!]), gt(loginFailures.lockedUntil, sql`now()`)));
    const secondsOf = (key: string | undefined) => Math.max(0, Number(rows.find((row) => row.key === key)?.seconds ?? 0));
    return { accountSeconds: secondsOf(account), addressSeconds: secondsOf(byAddress) };
  }

  return {
    lockState,

    async remainingLockSeconds(username, address) {
      const { accountSeconds, addressSeconds } = await lockState(username, address);
      return Math.max(accountSeconds, addressSeconds);
    },

    async recordFailure(username, address) {
      for (const counter of countersFor(username, address)) await countFailure(counter);
    },

    async reset(username) {
      await db.delete(loginFailures).where(eq(loginFailures.key, accountKey(username)));
    },
  };
}
