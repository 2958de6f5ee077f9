import { errorBodySchema, onboardingParamsSchema, onboardingSchema, PERMITTED_ROLES } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../../platform/auth/access';
import type { OnboardingsService } from './onboardings.service';

export const onboardingsRoutes: FastifyPluginAsyncZod<{ onboardings: OnboardingsService }> = async (app, { onboardings }) => {
  app.get(
    '/onboardings/:id',
    {
      config: { access: access.roles(...PERMITTED_ROLES).in('none') },
      schema: {
        params: onboardingParamsSchema,
        response: { 200: onboardingSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    (request) => onboardings.loadOnboarding(request.params.id),
  );
};
