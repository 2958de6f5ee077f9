import type { Database } from './client';

/** Seconds a caller is asked to wait when the database is away or a transaction kept conflicting. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Walks an error and its `cause` chain (drizzle wraps driver errors) and returns every link. */
function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

const codeOf = (link: unknown): string => String((link as { code?: unknown }).code ?? '');
const messageOf = (link: unknown): string => String((link as { message?: unknown }).message ?? '');

/** Socket-level codes Node reports when PostgreSQL is unreachable or went away mid-query. */
const UNREACHABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTCONN']);

/** SQLSTATEs of a server that is shutting down, starting up, or dropped the connection. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);

/** Messages node-postgres raises without a code when a connection ends or the pool waits too long. */
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * True when the failure means "the database cannot be reached right now" (refused/reset socket,
 * pool timeout, admin shutdown, cannot connect now, any 08xxx connection exception) – the request
 * may succeed if repeated a few seconds later, so it becomes 503 with Retry-After, not 500.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  return errorChain(error).some((link) => {
    const code = codeOf(link);
    if (UNREACHABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    const message = messageOf(link);
    return UNREACHABLE_MESSAGES.some((known) => message.includes(known));
  });
}

/** SQLSTATEs after which re-running the whole transaction is safe and likely to succeed. */
const RETRYABLE_TRANSACTION_SQLSTATES = new Set(['40001', '40P01']);

/** True for a serialization failure (40001) or a deadlock (40P01). */
export function isRetryableTransactionError(error: unknown): boolean {
  return errorChain(error).some((link) => RETRYABLE_TRANSACTION_SQLSTATES.has(codeOf(link)));
}

/** Thrown when a transaction still conflicted after every retry; the error handler answers 503. */
export class TransactionConflictError extends Error {
  constructor(readonly attempts: number, options: { cause: unknown }) {
    super(`transaction still conflicting after ${attempts} attempts`, options);
    this.name = 'TransactionConflictError';
  }
}

export type TransactionRetryOptions = {
  /** Retries after the first attempt (the issue asks for "at most 3"). */
  maxRetries?: number;
  /** Base of the backoff in ms: retry n waits a random time in [0, base·2ⁿ⁻¹] plus base/2. */
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` and re-runs it on a serialization failure or deadlock – at most `maxRetries`
 * times, with a short jittered backoff so two conflicting requests do not collide again in step.
 * Other errors pass through untouched. `attempt` must be the WHOLE transaction (it is rolled back
 * before the error reaches here), so nothing of a failed attempt remains.
 */
export async function retryOnTransactionConflict<T>(attempt: () => Promise<T>, options: TransactionRetryOptions = {}): Promise<T> {
  const { maxRetries = 3, baseDelayMs = 20, sleep = defaultSleep, random = Math.random } = options;
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryableTransactionError(error)) throw error;
      if (attemptNumber > maxRetries) throw new TransactionConflictError(attemptNumber, { cause: error });
      await sleep(baseDelayMs / 2 + random() * baseDelayMs * 2 ** (attemptNumber - 1));
    }
  }
}

/** `db.transaction(work)`, re-run as a whole on 40001/40P01 (see `retryOnTransactionConflict`). */
export function withTransactionRetry<T>(db: Database, work: (tx: Database) => Promise<T>, options?: TransactionRetryOptions): Promise<T> {
  return retryOnTransactionConflict(() => db.transaction((tx) => work(tx as unknown as Database)), options);
}
