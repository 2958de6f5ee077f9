import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { access } from '../auth/access';

/**
 * The OpenAPI document, generated from the routes' zod contracts. Register before the routes so
 * that every route is collected; served at `/api/docs` (JSON).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Berufswahl API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    hideUntagged: false,
  });
  app.get('/api/docs', { config: { access: access.public().in('none') }, schema: { hide: true } }, () => app.swagger());
}
