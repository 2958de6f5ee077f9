import { errorBodySchema, explanationParamsSchema, explanationSchema, PERMITTED_ROLES } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../../platform/auth/access';
import type { ExplanationsService } from './explanations.service';

export const explanationsRoutes: FastifyPluginAsyncZod<{ explanations: ExplanationsService }> = async (app, { explanations }) => {
  app.get(
    '/explanations/targets/:target',
    {
      config: { access: access.roles(...PERMITTED_ROLES).in('none') },
      schema: {
        params: explanationParamsSchema,
        response: { 200: explanationSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    (request) => explanations.loadExplanation(request.params.target),
  );
};
