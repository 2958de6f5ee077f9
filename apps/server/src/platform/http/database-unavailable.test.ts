import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { TransactionConflictError } from '../db/database-errors';
import { registerErrorHandling } from './errors';

/** Decision 035: a database that cannot be reached, or a transaction that kept conflicting, is 503 + Retry-After. */
function appThrowing(error: unknown) {
  const app = Fastify();
  registerErrorHandling(app);
  app.get('/', async () => {
    throw error;
  });
  return app;
}

describe('database failures in the error handler', () => {
  it.each([
    ['a refused connection behind drizzle’s wrapper', new Error('Failed query', { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) })],
    ['an admin shutdown', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    ['a transaction that kept conflicting', new TransactionConflictError(4, { cause: Object.assign(new Error('deadlock'), { code: '40P01' }) })],
    // A conflict in a transaction that may not be re-run (transactionWithoutRetry), or one that escaped every retry.
    ['a deadlock that reached the handler unretried', Object.assign(new Error('deadlock detected'), { code: '40P01' })],
    ['a serialization failure behind drizzle’s wrapper', new Error('Failed query', { cause: Object.assign(new Error('could not serialize access'), { code: '40001' }) })],
  ])('answers 503 with Retry-After for %s', async (_name, error) => {
    const response = await appThrowing(error).inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden noch einmal.',
    });
  });

  it('keeps other failures at 500', async () => {
    const response = await appThrowing(Object.assign(new Error('duplicate'), { code: '23505' })).inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
  });
});
