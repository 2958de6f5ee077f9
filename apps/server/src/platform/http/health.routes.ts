import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { areMigrationsApplied } from '../db/migration-status';

/**
 * `/health`: the process answers (liveness). `/ready`: it can serve – the database answers, this
 * release's migrations have run, and the process is not shutting down (readiness, for load
 * balancers and orchestrators). Neither needs a token; neither reveals more than up or down.
 */
export const healthRoutes: FastifyPluginAsync<{ database: DatabaseHandle; isShuttingDown?: () => boolean }> = async (
  app,
  { database, isShuttingDown = () => false },
) => {
  app.get('/health', (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));

  app.get('/ready', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const unavailable = (details: Record<string, string>) =>
      reply.status(503).header('Retry-After', '5').send({ status: 'unavailable', ...details });
    if (isShuttingDown()) return unavailable({ database: 'up', process: 'stopping' });
    const isDatabaseUp = await database.ping();
    if (!isDatabaseUp) return unavailable({ database: 'down' });
    if (!(await areMigrationsApplied(database.db))) return unavailable({ database: 'up', migrations: 'pending' });
    return { status: 'ready', database: 'up', migrations: 'applied' };
  });
};
