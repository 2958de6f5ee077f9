export type SignInCrowdOptions = {
  /** The shortest wait a turned-away sign-in is asked for. */
  minRetrySeconds: number;
  /** The longest wait asked for, however large the crowd. */
  maxRetrySeconds: number;
  /** Retries the crowd should send per password check the server finishes; above 1 keeps the checks busy. */
  retriesPerCheck: number;
  /** Waiting sign-ins remembered at most – a bound on memory against made-up interaction ids. */
  maxRemembered: number;
  /** Over how long the finished checks are counted to estimate the checks per second. */
  throughputWindowMs: number;
};

export type SignInCrowd = {
  /** The sign-in `key` was turned away; answers how many seconds it should wait before trying again. */
  turnAway(key: string): number;
  /** The password of sign-in `key` was checked (whatever the result): it no longer waits. */
  checked(key: string): void;
  /** Sign-ins turned away recently and not checked since – the crowd waiting outside. */
  readonly waiting: number;
};

export const SIGN_IN_CROWD_DEFAULTS: SignInCrowdOptions = {
  minRetrySeconds: 3,
  maxRetrySeconds: 30,
  retriesPerCheck: 2,
  maxRemembered: 50_000,
  throughputWindowMs: 10_000,
};

/**
 * How long a sign-in turned away at the 8:00 spike should wait (decision 131). With a fixed
 * `Retry-After: 3` a crowd of 1,800 came back about 290 times a second, 98 % of it turned away again,
 * and those cheap answers still took the CPU the admitted sign-ins needed. Here the wait grows with
 * the crowd: people waiting ÷ (checks per second × `retriesPerCheck`), so the crowd comes back
 * about twice as often as places free up – enough to keep every check busy, not a flood.
 *
 * A sign-in is known by its interaction id (one per browser sign-in). It is forgotten when its
 * password is checked, or when it has not come back for twice the longest wait (tab closed).
 */
export function createSignInCrowd(options: SignInCrowdOptions = SIGN_IN_CROWD_DEFAULTS, now: () => number = Date.now): SignInCrowd {
  // Last turned away at, in that order (re-inserted on every turn-away), so the oldest come first.
  const lastTurnedAway = new Map<string, number>();
  const finishedChecks: number[] = [];
  const forgetAfterMs = 2 * options.maxRetrySeconds * 1000;

  function forgetStale(at: number) {
    for (const [key, seenAt] of lastTurnedAway) {
      if (at - seenAt <= forgetAfterMs && lastTurnedAway.size <= options.maxRemembered) break;
      lastTurnedAway.delete(key);
    }
    while (finishedChecks.length > 0 && at - finishedChecks[0]! > options.throughputWindowMs) finishedChecks.shift();
  }

  return {
    turnAway(key) {
      const at = now();
      lastTurnedAway.delete(key);
      lastTurnedAway.set(key, at);
      forgetStale(at);
      // At least one check per second, so the first turned away at a cold start are not told to wait long.
      const checksPerSecond = Math.max(1, finishedChecks.length / (options.throughputWindowMs / 1000));
      const seconds = Math.ceil(lastTurnedAway.size / (checksPerSecond * options.retriesPerCheck));
      return Math.min(options.maxRetrySeconds, Math.max(options.minRetrySeconds, seconds));
    },
    checked(key) {
      const at = now();
      lastTurnedAway.delete(key);
      finishedChecks.push(at);
      forgetStale(at);
    },
    get waiting() {
      return lastTurnedAway.size;
    },
  };
}
