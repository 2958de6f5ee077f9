import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as internshipsSchemas from '@berufswahl/contracts/bo/endpoints/internships.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { declaredRoute } from '../../../platform/http/declared-route';
import { createClassInternshipsRepository } from './class-internships.repository';
import { createClassInternshipsService, type ClassInternshipsService } from './class-internships.service';
import { INTERNSHIP_STAFF_ROLES } from './internships.policy';
import { createPeriodsRepository } from './periods.repository';
import { createPlacementsRepository } from './placements.repository';

/** The class overview, the review and the reminders (issue 16) under /api/bo/v1: the class's staff. */
export const classInternshipsRoutes: FastifyPluginAsyncZod<{ classInternships: ClassInternshipsService }> = async (app, { classInternships }) => {
  const classStaff = access.roles(...INTERNSHIP_STAFF_ROLES).in('school');

  app.route({
    ...declaredRoute(app, internshipsSchemas.classInternships, {
      config: { access: classStaff },
      errors: [400, 401, 403, 404],
      description: 'Every student of the class with their handed-over placements (no drafts) and the school’s periods of the class’s grade.',
    }),
    handler: (request) => classInternships.overview(requireCaller(request), request.params.classUuid),
  });

  app.route({
    ...declaredRoute(app, internshipsSchemas.reviewInternship, {
      config: { access: classStaff },
      errors: [400, 401, 403, 404, 409],
      description: 'The student’s teacher or the school’s coordinator confirms or returns (with a comment) a submitted placement; 409 in any other state.',
    }),
    handler: (request) => classInternships.review(requireCaller(request), request.params.internshipUuid, request.body),
  });

  app.route({
    ...declaredRoute(app, internshipsSchemas.remindClass, {
      config: { access: classStaff },
      errors: [400, 401, 403, 404],
      description:
        'Reminds students in the app to record their placement: the given `student_uuids` of the class, or every student of the class without a handed-over placement. Answers how many were notified.',
    }),
    handler: (request) => classInternships.remind(requireCaller(request), request.params.classUuid, request.body.student_uuids),
  });
};

/** Registered by internships.plugin.ts with its `{ db }`. */
export const classInternshipsPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const classInternships = createClassInternshipsService({
    db,
    repository: createClassInternshipsRepository(db),
    periods: createPeriodsRepository(db),
    placements: createPlacementsRepository(db),
  });
  await app.register(classInternshipsRoutes, { classInternships });
};
