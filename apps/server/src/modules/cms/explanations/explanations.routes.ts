import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as explanationsSchemas from '@berufswahl/contracts/cms/endpoints/explanations.schemas';
import { access } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { ExplanationsService } from './explanations.service';

export const explanationsRoutes: FastifyPluginAsyncZod<{ explanations: ExplanationsService }> = async (app, { explanations }) => {
  app.route({
    ...declaredRoute(app, explanationsSchemas.explanation, {
      // Every signed-in account, deactivated ones included: the landing page explains what
      // "deaktiviert" means (decision 140). Explanations are the same for everybody and name nobody.
      config: { access: access.signedIn().in('none') },
      errors: [401, 403, 404],
    }),
    handler: (request) => explanations.loadExplanation(request.params.target),
  });
};
