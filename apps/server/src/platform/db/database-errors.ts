import type { Database } from './database';

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

/** The SQLSTATE that makes an error retryable (40001 or 40P01), or null. */
export function retryableSqlStateOf(error: unknown): string | null {
  const link = errorChain(error).find((candidate) => RETRYABLE_TRANSACTION_SQLSTATES.has(codeOf(candidate)));
  return link ? codeOf(link) : null;
}

/**
 * True for a serialization failure (40001) or a deadlock (40P01). False for a
 * `TransactionConflictError`: its retries are spent, an outer retry must not start them again.
 */
export function isRetryableTransactionError(error: unknown): boolean {
  if (error instanceof TransactionConflictError) return false;
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
  /** Told before each retry (`attempt` is the attempt that failed), e.g. to log it. */
  onRetry?: (error: unknown, attempt: number) => void;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` and re-runs it on a serialization failure or deadlock – at most `maxRetries`
 * times, with a short jittered backoff so two conflicting requests do not collide again in step.
 * Other errors pass through untouched. `attempt` must be the WHOLE transaction (it is rolled back
 * before the error reaches here), so nothing of a failed attempt remains.
 */
export async function retryOnTransactionConflict<T>(attempt: () => Promise<T>, options: TransactionRetryOptions = {}): Promise<T> {
  const { maxRetries = 3, baseDelayMs = 20, sleep = defaultSleep, random = Math.random, onRetry } = options;
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryableTransactionError(error)) throw error;
      if (attemptNumber > maxRetries) throw new TransactionConflictError(attemptNumber, { cause: error });
      onRetry?.(error, attemptNumber);
      await sleep(baseDelayMs / 2 + random() * baseDelayMs * 2 ** (attemptNumber - 1));
    }
  }
}

type TransactionMethod = Database['transaction'];

/** Where `retryTransactionsOf` keeps the database's own, single-attempt `transaction`. */
const singleAttemptTransaction = new WeakMap<object, TransactionMethod>();

/**
 * Makes every top-level `db.transaction(work)` of this database handle re-run as a whole on
 * 40001/40P01 (at most 3 retries, then `TransactionConflictError` → 503; decision 035). Installed
 * once by `openDatabase`, so every service's transactions retry without asking for it. Nested
 * transactions (savepoints, `tx.transaction`) are not retried on their own: a conflict aborts the
 * whole transaction, and the outermost one is re-run. A transaction body must therefore be safe
 * to run again – it may only change the database, or make its other effects repeatable (an
 * upload's pending file keeps its final key across attempts, `recordFile`). A body that must not
 * run twice (it sends mail) uses `transactionWithoutRetry`.
 */
export function retryTransactionsOf<D extends Database>(db: D, options?: TransactionRetryOptions): D {
  if (singleAttemptTransaction.has(db)) return db;
  const single = db.transaction.bind(db) as TransactionMethod;
  singleAttemptTransaction.set(db, single);
  const retrying = ((work, config) => retryOnTransactionConflict(() => single(work, config), options)) as TransactionMethod;
  Object.defineProperty(db, 'transaction', { value: retrying, configurable: true, writable: true });
  return db;
}

/**
 * One attempt only: for a body with an effect outside the database that must not happen twice
 * (a mail sent inside the transaction). A conflict there still answers 503, never 500.
 */
export function transactionWithoutRetry<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  const single = singleAttemptTransaction.get(db) ?? (db.transaction.bind(db) as TransactionMethod);
  return single((tx) => work(tx as unknown as Database));
}

type QueryMethod = (...args: unknown[]) => unknown;

/**
 * Re-runs a statement sent outside a transaction (autocommit, through the pool) on 40001/40P01,
 * like a whole transaction: the statement was its own transaction and was rolled back entirely.
 * Only promise calls are wrapped; callback calls and submittables (cursors, streams) pass through.
 */
export function retryAutocommitStatementsOf(pool: { query: unknown }, options?: TransactionRetryOptions): void {
  const query = (pool.query as QueryMethod).bind(pool);
  pool.query = (...args: unknown[]) => {
    const first = args[0] as { submit?: unknown } | null | undefined;
    if (args.some((arg) => typeof arg === 'function') || typeof first?.submit === 'function') return query(...args);
    return retryOnTransactionConflict(() => query(...args) as Promise<unknown>, options);
  };
}
