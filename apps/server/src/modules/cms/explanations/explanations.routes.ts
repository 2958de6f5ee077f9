import { errorBodySchema, explanationParamsSchema, explanationSchema } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as explanationsEndpoints from '@berufswahl/contracts/cms/endpoints/explanations';
import { access } from '../../../platform/auth/access';
import type { ExplanationsService } from './explanations.service';
import { urlOf } from '../../../platform/http/endpoint-url';

export const explanationsRoutes: FastifyPluginAsyncZod<{ explanations: ExplanationsService }> = async (app, { explanations }) => {
  app.get(
    urlOf(app, explanationsEndpoints.explanation),
    {
      // Every signed-in account, deactivated ones included: the landing page explains what
      // "deaktiviert" means (decision 140). Explanations are the same for everybody and name nobody.
      config: { access: access.signedIn().in('none') },
      schema: {
        params: explanationParamsSchema,
        response: { 200: explanationSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    (request) => explanations.loadExplanation(request.params.target),
  );
};
