import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';

/** Mounted at /api/messaging/v1. */
export const messagingModule: FastifyPluginAsync<AppContext> = async () => {};
