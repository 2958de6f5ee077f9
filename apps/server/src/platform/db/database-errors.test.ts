import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import {
  isDatabaseUnavailableError,
  isRetryableTransactionError,
  retryAutocommitStatementsOf,
  retryOnTransactionConflict,
  retryTransactionsOf,
  TransactionConflictError,
  transactionWithoutRetry,
} from './database-errors';

const pgError = (code: string, message = 'pg error') => Object.assign(new Error(message), { code });
const noSleep = async () => undefined;

describe('retryOnTransactionConflict', () => {
  it('re-runs on a serialization failure and returns the later result', async () => {
    let attempts = 0;
    const result = await retryOnTransactionConflict(async () => {
      attempts += 1;
      if (attempts < 3) throw pgError('40001');
      return 'saved';
    }, { sleep: noSleep });
    expect(result).toBe('saved');
    expect(attempts).toBe(3);
  });

  it('gives up after 3 retries (4 attempts) with a conflict error carrying the cause', async () => {
    let attempts = 0;
    const deadlock = pgError('40P01');
    const failure = await retryOnTransactionConflict(async () => {
      attempts += 1;
      throw deadlock;
    }, { sleep: noSleep }).catch((error: unknown) => error);
    expect(attempts).toBe(4);
    expect(failure).toBeInstanceOf(TransactionConflictError);
    expect((failure as TransactionConflictError).cause).toBe(deadlock);
  });

  it('finds the code behind a wrapping error (drizzle puts the driver error in cause)', async () => {
    let attempts = 0;
    await retryOnTransactionConflict(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed query', { cause: pgError('40001') });
    }, { sleep: noSleep });
    expect(attempts).toBe(2);
  });

  it('passes other errors through untouched, without retrying', async () => {
    let attempts = 0;
    const unique = pgError('23505');
    await expect(
      retryOnTransactionConflict(async () => {
        attempts += 1;
        throw unique;
      }, { sleep: noSleep }),
    ).rejects.toBe(unique);
    expect(attempts).toBe(1);
  });

  it('waits a short, growing, jittered time between attempts', async () => {
    const waits: number[] = [];
    await retryOnTransactionConflict(async () => {
      throw pgError('40001');
    }, { sleep: async (ms) => void waits.push(ms), random: () => 1, baseDelayMs: 20 }).catch(() => undefined);
    expect(waits).toEqual([30, 50, 90]);
  });
});

describe('error classification', () => {
  it('treats unreachable and restarting databases as unavailable', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001']) {
      expect(isDatabaseUnavailableError(pgError(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailableError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailableError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailableError(new Error('Failed query', { cause: pgError('ECONNREFUSED') }))).toBe(true);
  });

  it('leaves ordinary failures alone', () => {
    for (const code of ['23505', '22021', '40001', '42P01']) expect(isDatabaseUnavailableError(pgError(code)), code).toBe(false);
    expect(isDatabaseUnavailableError(new Error('boom'))).toBe(false);
    expect(isRetryableTransactionError(pgError('23505'))).toBe(false);
    expect(isRetryableTransactionError(pgError('40P01'))).toBe(true);
    // Its retries are spent: an outer retry must not start them again.
    expect(isRetryableTransactionError(new TransactionConflictError(4, { cause: pgError('40P01') }))).toBe(false);
  });
});

/** A database handle whose transaction fails with `codes[i]` on attempt i+1, then runs the body. */
function scriptedDatabase(codes: string[]) {
  const calls = { begun: 0, bodies: 0 };
  const db = {
    async transaction(work: (tx: unknown) => Promise<unknown>) {
      calls.begun += 1;
      const code = codes[calls.begun - 1];
      calls.bodies += 1;
      const result = await work({ attempt: calls.begun });
      if (code) throw pgError(code);
      return result;
    },
  };
  return { db: db as unknown as Database, calls };
}

describe('retryTransactionsOf (every transaction of the handle, decision 035)', () => {
  it('re-runs a whole db.transaction on a deadlock and a serialization failure', async () => {
    const { db, calls } = scriptedDatabase(['40P01', '40001']);
    retryTransactionsOf(db, { sleep: noSleep });
    const seen: unknown[] = [];
    const result = await db.transaction(async (tx) => {
      seen.push(tx);
      return 'committed';
    });
    expect(result).toBe('committed');
    expect(calls.begun).toBe(3);
    expect(seen).toEqual([{ attempt: 1 }, { attempt: 2 }, { attempt: 3 }]);
  });

  it('gives up after 3 retries with a TransactionConflictError', async () => {
    const { db, calls } = scriptedDatabase(['40P01', '40P01', '40P01', '40P01', '40P01']);
    retryTransactionsOf(db, { sleep: noSleep });
    await expect(db.transaction(async () => 'never')).rejects.toBeInstanceOf(TransactionConflictError);
    expect(calls.begun).toBe(4);
  });

  it('is installed once, even when asked twice (no 4 × 4 attempts)', async () => {
    const { db, calls } = scriptedDatabase(Array.from({ length: 20 }, () => '40001'));
    retryTransactionsOf(db, { sleep: noSleep });
    retryTransactionsOf(db, { sleep: noSleep });
    await db.transaction(async () => undefined).catch(() => undefined);
    expect(calls.begun).toBe(4);
  });

  it('leaves a transaction that must run once to a single attempt', async () => {
    const { db, calls } = scriptedDatabase(['40P01']);
    retryTransactionsOf(db, { sleep: noSleep });
    const failure = await transactionWithoutRetry(db, async () => 'mailed').catch((error: unknown) => error);
    expect(isRetryableTransactionError(failure)).toBe(true);
    expect(calls.bodies).toBe(1);
  });
});

describe('retryAutocommitStatementsOf (single statements through the pool)', () => {
  it('re-runs a promise query on a deadlock and passes callback calls through', async () => {
    let calls = 0;
    const pool = {
      query: async (text: string) => {
        calls += 1;
        if (calls === 1) throw pgError('40P01');
        return { rows: [text] };
      },
    };
    retryAutocommitStatementsOf(pool, { sleep: noSleep });
    await expect(pool.query('update x')).resolves.toEqual({ rows: ['update x'] });
    expect(calls).toBe(2);
    const viaCallback = { query: (_text: string, callback: () => void) => callback() };
    retryAutocommitStatementsOf(viaCallback, { sleep: noSleep });
    let called = false;
    viaCallback.query('select 1', () => (called = true));
    expect(called).toBe(true);
  });
});
