import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailableError, isRetryableTransactionError, retryOnTransactionConflict, TransactionConflictError } from './database-errors';

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
  });
});
