import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../db/client';

/**
 * `/health`: the process answers. `/ready`: it can serve – the database answers and the
 * migrations have run (main.ts migrates before listening). For load balancers and orchestrators.
 */
export const healthRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get('/health', (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));

  app.get('/ready', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const isDatabaseUp = await database.ping();
    if (!isDatabaseUp) {
      return reply.status(503).header('Retry-After', '5').send({ status: 'unavailable', database: 'down' });
    }
    return { status: 'ready', database: 'up' };
  });
};
