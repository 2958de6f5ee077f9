import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as publicFeedbackSchemas from '@berufswahl/contracts/public/endpoints/feedback.schemas';
import { access } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import { keepSecretLinkAnswersPrivate } from '../../../platform/http/link-token';
import type { PublicFeedbackService } from './public-feedback.service';

/**
 * The page behind a feedback link, without an account (decision 230). Every answer – also an
 * error – keeps the token's page out of search engines, caches and other sites' Referer headers.
 */
export const publicFeedbackRoutes: FastifyPluginAsyncZod<{ publicFeedback: PublicFeedbackService }> = async (app, { publicFeedback }) => {
  keepSecretLinkAnswersPrivate(app);

  const anyone = access.public().in('none');

  app.route({
    ...declaredRoute(app, publicFeedbackSchemas.feedbackRequest, {
      config: { access: anyone, rateLimit: 'feedback' },
      errors: [404, 410],
      description: 'What the feedback page shows: the student\'s first name, the placement, the items. Unknown token 404; used, expired or revoked 410 `LINK_GONE`.',
    }),
    handler: async (request) => publicFeedback.request(request.params.token),
  });

  app.route({
    ...declaredRoute(app, publicFeedbackSchemas.submitFeedback, {
      config: { access: anyone, rateLimit: 'feedback' },
      errors: [404, 410],
      description: 'The one submission through a link: every item once, `days_present` from the supervisor only. Afterwards the link answers 410.',
    }),
    handler: async (request, reply) => reply.status(201).send(await publicFeedback.submit(request.params.token, request.body)),
  });
};
