/**
 * The password check was turned away: too many are running or waiting (the 8:00 spike), or –
 * `reason: 'same-account'` – a check for the same account name is already running or waiting.
 */
export class PasswordChecksBusyError extends Error {
  override readonly name = 'PasswordChecksBusyError';
  constructor(
    message: string,
    readonly reason: 'full' | 'same-account' = 'full',
  ) {
    super(message);
  }
}

export type PasswordCheckGateOptions = {
  /** Checks that run at once – each holds a thread of libuv's pool and a core for ~100 ms. */
  concurrency: number;
  /** Checks that may wait for a free place; one more is turned away at once. */
  maxQueue: number;
  /** Longest wait in the queue; a check still waiting then is turned away. */
  maxWaitMs: number;
};

export type PasswordCheckGate = {
  /**
   * Runs `check` when there is room, or rejects with {@link PasswordChecksBusyError}. With an
   * `accountKey`, a second check for the same key while one runs or waits is turned away at once
   * (issue 14): one account's loop holds at most one place, so it cannot starve the others.
   */
  run<T>(check: () => Promise<T>, accountKey?: string): Promise<T>;
  readonly running: number;
  readonly waiting: number;
  /** Every place taken and the queue full: a new check would be turned away right now. */
  readonly isFull: boolean;
};

type Waiter = { admit: () => void; timer: NodeJS.Timeout };

/**
 * Bounded admission for password checks (issue 8, the 8:00 spike; decision 130). Without it every
 * sign-in of a crowd queued behind every earlier one for scrypt's CPU time, so when arrivals
 * outran the cores everybody waited minutes. With it at most `concurrency` checks run, at most
 * `maxQueue` wait and none longer than `maxWaitMs`: who is admitted is signed in within about half
 * a second, who is not hears at once to try again in a few seconds.
 */
export function createPasswordCheckGate(options: PasswordCheckGateOptions): PasswordCheckGate {
  let running = 0;
  const queue: Waiter[] = [];
  /** Account keys with a check running or waiting – one place each at most. */
  const accountsInside = new Set<string>();

  function release() {
    running -= 1;
    const next = queue.shift();
    if (next) {
      clearTimeout(next.timer);
      running += 1;
      next.admit();
    }
  }

  function admission(): Promise<void> {
    if (running < options.concurrency) {
      running += 1;
      return Promise.resolve();
    }
    if (queue.length >= options.maxQueue) return Promise.reject(new PasswordChecksBusyError('password checks busy'));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        admit: resolve,
        timer: setTimeout(() => {
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
          reject(new PasswordChecksBusyError('password check waited too long'));
        }, options.maxWaitMs),
      };
      queue.push(waiter);
    });
  }

  return {
    async run(check, accountKey) {
      if (accountKey !== undefined) {
        if (accountsInside.has(accountKey)) throw new PasswordChecksBusyError('a check for this account is already running', 'same-account');
        accountsInside.add(accountKey);
      }
      try {
        await admission();
        try {
          return await check();
        } finally {
          release();
        }
      } finally {
        if (accountKey !== undefined) accountsInside.delete(accountKey);
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    get isFull() {
      return running >= options.concurrency && queue.length >= options.maxQueue;
    },
  };
}
