import { errorBodySchema, onboardingParamsSchema, onboardingSchema, PERMITTED_ROLES } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as onboardingsEndpoints from '@berufswahl/contracts/cms/endpoints/onboardings';
import { access } from '../../../platform/auth/access';
import type { OnboardingsService } from './onboardings.service';
import { urlOf } from '../../../platform/http/endpoint-url';

export const onboardingsRoutes: FastifyPluginAsyncZod<{ onboardings: OnboardingsService }> = async (app, { onboardings }) => {
  app.get(
    urlOf(app, onboardingsEndpoints.onboarding),
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
