import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as internshipsSchemas from '@berufswahl/contracts/bo/endpoints/internships.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import { INTERNSHIP_STAFF_ROLES } from './internships.policy';
import type { PlacementsService } from './placements.service';

/** A student's placements (issue 16, decision 229): record, list, read, change, submit and delete. */
export const placementsRoutes: FastifyPluginAsyncZod<{ placements: PlacementsService }> = async (app, { placements }) => {
  const ownPlacements = access.roles('SCHUELER').in('own');

  app.route({
    ...declaredRoute(app, internshipsSchemas.fieldsOfWork, {
      config: { access: access.roles('SCHUELER', ...INTERNSHIP_STAFF_ROLES).in('none') },
      errors: [401, 403],
      description: 'The Berufsfelder a placement names (content/internships/fields-of-work.json).',
    }),
    handler: async () => placements.fieldsOfWork(),
  });

  app.route({
    ...declaredRoute(app, internshipsSchemas.createInternship, {
      config: { access: ownPlacements },
      errors: [401, 403, 409],
      description: 'Records a placement at the student\'s school; submitted to the class\'s teachers (notified) unless `draft: true`. 409 without a class.',
    }),
    handler: async (request, reply) => reply.status(201).send(await placements.create(requireCaller(request), request.body)),
  });

  app.route({
    ...declaredRoute(app, internshipsSchemas.myInternships, {
      config: { access: ownPlacements },
      errors: [401, 403],
      description: 'The student\'s own placements, newest first.',
    }),
    handler: async (request) => placements.mine(requireCaller(request)),
  });

  app.route({
    ...declaredRoute(app, internshipsSchemas.internship, {
      config: { access: access.roles('SCHUELER', ...INTERNSHIP_STAFF_ROLES).in('school') },
      errors: [401, 403, 404],
      description: 'One placement: its student; the teachers of the student\'s class and the school\'s coordinator once it is no draft. Everyone else 404.',
    }),
    handler: async (request) => placements.get(requireCaller(request), request.params.internshipUuid),
  });

  app.route({
    ...declaredRoute(app, internshipsSchemas.updateInternship, {
      config: { access: ownPlacements },
      errors: [401, 403, 404, 409],
      description: 'The student changes a draft, submitted or returned placement (a confirmed one 409); `draft: false` submits it, `draft: true` takes a submitted one back.',
    }),
    handler: async (request) => placements.update(requireCaller(request), request.params.internshipUuid, request.body),
  });

  app.route({
    ...declaredRoute(app, internshipsSchemas.deleteInternship, {
      config: { access: ownPlacements },
      errors: [401, 403, 404, 409],
      description: 'Deletes a draft or returned placement of the student with its reports; a submitted or confirmed one 409.',
    }),
    handler: async (request, reply) => {
      await placements.remove(requireCaller(request), request.params.internshipUuid);
      return reply.status(204).send(null);
    },
  });
};
