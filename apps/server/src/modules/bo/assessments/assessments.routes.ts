import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as assessmentsSchemas from '@berufswahl/contracts/bo/endpoints/assessments.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import { INTERNSHIP_STAFF_ROLES } from '../internships/internships.policy';
import type { AssessmentsService } from './assessments.service';

/** "So sehen mich andere" (issue 16, decision 230): the student's comparison, parent links, the teachers' ratings. */
export const assessmentsRoutes: FastifyPluginAsyncZod<{ assessments: AssessmentsService }> = async (app, { assessments }) => {
  const student = access.roles('SCHUELER').in('own');
  const staff = access.roles(...INTERNSHIP_STAFF_ROLES).in('school');

  app.route({
    ...declaredRoute(app, assessmentsSchemas.myAssessment, {
      config: { access: student },
      errors: [401, 403],
      description: 'Per competence item the student\'s own rating beside the means of the teachers\', the supervisors\' (released) and the parents\' ratings.',
    }),
    handler: async (request) => assessments.my(requireCaller(request)),
  });

  app.route({
    ...declaredRoute(app, assessmentsSchemas.updateMyAssessment, {
      config: { access: student },
      errors: [401, 403, 409],
      description: 'Merges the student\'s own ratings and reflections (null or an empty text removes one) and replaces what the class\'s teachers may see.',
    }),
    handler: async (request) => assessments.updateMy(requireCaller(request), request.body),
  });

  app.route({
    ...declaredRoute(app, assessmentsSchemas.createParentLink, {
      config: { access: student },
      errors: [401, 403, 409],
      description: 'A feedback link for a parent (30 days, one submission); mailed when `send_mail` (then `recipient_email` is required). `url` is shown only here.',
    }),
    handler: async (request, reply) => reply.status(201).send(await assessments.createParentLink(requireCaller(request), request.body)),
  });

  app.route({
    ...declaredRoute(app, assessmentsSchemas.studentAssessment, {
      config: { access: staff },
      errors: [401, 403, 404],
      description: 'A student as the class\'s teachers and the coordinator see them: the own rating, the supervisors\', and self and parents only when shared. Others 404.',
    }),
    handler: async (request) => assessments.studentView(requireCaller(request), request.params.studentUuid),
  });

  app.route({
    ...declaredRoute(app, assessmentsSchemas.rateStudent, {
      config: { access: staff },
      errors: [401, 403, 404],
      description: 'Stores the caller\'s own rating of the student: every item once (null: „kann ich nicht beurteilen“).',
    }),
    handler: async (request) => assessments.rateStudent(requireCaller(request), request.params.studentUuid, request.body),
  });
};
