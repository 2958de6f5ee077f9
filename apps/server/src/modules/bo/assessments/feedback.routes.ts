import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as feedbackSchemas from '@berufswahl/contracts/bo/endpoints/feedback.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import { INTERNSHIP_STAFF_ROLES } from '../internships/internships.policy';
import type { FeedbackService } from './feedback.service';

/** The supervisor's feedback links of a placement and the feedback given through them (issue 16, decision 230). */
export const feedbackRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService }> = async (app, { feedback }) => {
  const studentAndStaff = access.roles('SCHUELER', ...INTERNSHIP_STAFF_ROLES).in('school');

  app.route({
    ...declaredRoute(app, feedbackSchemas.createFeedbackLink, {
      config: { access: studentAndStaff },
      errors: [401, 403, 404, 409],
      description:
        'A feedback link for the supervisor of a confirmed placement (its student, the class\'s teachers, the school\'s coordinator; others 404). ' +
        'Revokes the placement\'s earlier open links; 409 when it is not confirmed or a supervisor has already answered. `url` holds the token – the only time it is shown.',
    }),
    handler: async (request, reply) => reply.status(201).send(await feedback.createSupervisorLink(requireCaller(request), request.params.internshipUuid, request.body)),
  });

  app.route({
    ...declaredRoute(app, feedbackSchemas.internshipFeedback, {
      config: { access: studentAndStaff },
      errors: [401, 403, 404],
      description: 'The placement\'s supervisor links (their state) and the feedback; the student sees feedback once a teacher released it.',
    }),
    handler: async (request) => feedback.overview(requireCaller(request), request.params.internshipUuid),
  });

  app.route({
    ...declaredRoute(app, feedbackSchemas.revokeFeedbackLink, {
      config: { access: studentAndStaff },
      errors: [401, 403, 404, 409],
      description: 'Revokes an unused link: its student; a supervisor link also the class\'s teachers and the coordinator. A used link 409.',
    }),
    handler: async (request, reply) => {
      await feedback.revoke(requireCaller(request), request.params.linkUuid);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...declaredRoute(app, feedbackSchemas.releaseFeedback, {
      config: { access: access.roles(...INTERNSHIP_STAFF_ROLES).in('school') },
      errors: [401, 403, 404],
      description: 'The class\'s teachers or the coordinator release a supervisor\'s feedback to the student (notified in the app). Releasing again changes nothing.',
    }),
    handler: async (request) => feedback.release(requireCaller(request), request.params.feedbackUuid),
  });
};
