import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import pg from 'pg';

/** What drizzle's session keeps and the replacement below needs (private in drizzle's types). */
type SessionInternals = { client: unknown; dialect: unknown; schema: unknown; options: unknown };
type TransactionWork = (tx: unknown) => Promise<unknown>;
type TransactionMethod = (this: SessionInternals, work: TransactionWork, config?: unknown) => Promise<unknown>;

let isInstalled = false;

/**
 * drizzle-orm 0.45's `NodePgSession.transaction` (node-postgres, pooled) sends BEGIN before the
 * try/finally that releases the pool client (drizzle-orm issues #6023, #6241, #6341 – open, no
 * release fixes it yet). When BEGIN fails – which is what a connection lost while idle in the pool
 * does at a database restart – the client is never released: the pool loses a slot for good, and
 * `pool.end()` waits forever at shutdown. Found by the outage test (decision 035) under load.
 *
 * This replaces the pooled path with the same steps, BEGIN inside the try, and gives the client
 * back *with the error* when BEGIN or ROLLBACK failed, so pg-pool closes it instead of handing a
 * dead connection out again. Calls with a transaction config (isolation level, not used here) and
 * non-pooled sessions keep drizzle's own method. Installed once, by `openDatabase`.
 */
export function releasePooledClientsOnFailedTransactions(): void {
  if (isInstalled) return;
  isInstalled = true;
  const prototype = NodePgSession.prototype as unknown as { transaction: TransactionMethod };
  const drizzleTransaction = prototype.transaction;

  prototype.transaction = async function transaction(this: SessionInternals, work: TransactionWork, config?: unknown) {
    if (!(this.client instanceof pg.Pool) || config !== undefined) return drizzleTransaction.call(this, work, config);
    const client = await this.client.connect();
    // Both constructors are drizzle's own; their parameter types are internal to drizzle.
    const session = new NodePgSession(client, this.dialect as never, this.schema as never, this.options as never);
    const tx = new NodePgTransaction(this.dialect as never, session, this.schema as never);
    let connectionFailure: Error | undefined;
    const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
    // BEGIN goes out without waiting for its answer: the pool's connections pipeline (client.ts,
    // decision 251), so the work's first statement follows it on the same connection and the
    // transaction costs one round trip less. Its answer is awaited before COMMIT and before a
    // ROLLBACK. A BEGIN that fails means a lost connection – the statements behind it fail with it,
    // as if the work had failed at its first statement.
    const begun = tx.execute(sql`begin`).then(
      () => undefined,
      (error: unknown) => {
        connectionFailure = asError(error);
        throw error;
      },
    );
    // Handled here so that a failure noticed while the work still runs is no unhandled rejection.
    begun.catch(() => undefined);
    try {
      try {
        const result = await work(tx);
        await begun;
        await tx.execute(sql`commit`);
        return result;
      } catch (error) {
        const beginFailure = await begun.then(
          () => undefined,
          (failure: unknown) => failure,
        );
        // Nothing to roll back on a connection whose BEGIN failed; its error says what went wrong.
        if (beginFailure !== undefined) throw beginFailure;
        try {
          await tx.execute(sql`rollback`);
        } catch (rollbackError) {
          connectionFailure = asError(rollbackError);
        }
        // The work's error, not the rollback's, says what went wrong.
        throw error;
      }
    } finally {
      client.release(connectionFailure);
    }
  };
}
