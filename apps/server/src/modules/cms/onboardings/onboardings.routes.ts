import { PERMITTED_ROLES } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as onboardingsSchemas from '@berufswahl/contracts/cms/endpoints/onboardings.schemas';
import { access } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { OnboardingsService } from './onboardings.service';

export const onboardingsRoutes: FastifyPluginAsyncZod<{ onboardings: OnboardingsService }> = async (app, { onboardings }) => {
  app.route({
    ...declaredRoute(app, onboardingsSchemas.onboarding, {
      config: { access: access.roles(...PERMITTED_ROLES).in('none') },
      errors: [401, 403, 404],
    }),
    handler: (request) => onboardings.loadOnboarding(request.params.id),
  });
};
