import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';

/** Mounted at /api/cms/v1. */
export const cmsModule: FastifyPluginAsync<AppContext> = async () => {};
