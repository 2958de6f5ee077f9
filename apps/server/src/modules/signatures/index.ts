import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { flowRoutes } from './flow/flow.routes';

/** Mounted at /api/signatures/v1. */
export const signaturesModule: FastifyPluginAsync<AppContext> = async (app) => {
  await app.register(flowRoutes);
};
