import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';

/** Mounted at /api/navigation/v1. */
export const navigationModule: FastifyPluginAsync<AppContext> = async () => {};
