import { CLASS_STAFF_ROLES } from '@berufswahl/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as internshipsSchemas from '@berufswahl/contracts/bo/endpoints/internships.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { declaredRoute } from '../../../platform/http/declared-route';
import { createPeriodsRepository } from './periods.repository';
import { createPeriodsService, type PeriodsService } from './periods.service';

/** The school's internship periods (issue 16) under /api/bo/v1. */
export const periodsRoutes: FastifyPluginAsyncZod<{ periods: PeriodsService }> = async (app, { periods }) => {
  app.route({
    ...declaredRoute(app, internshipsSchemas.internshipPeriods, {
      // Students read them too: their placement form warns about dates outside them.
      config: { access: access.roles('SCHUELER', ...CLASS_STAFF_ROLES).in('own') },
      errors: [401, 403],
      description: 'The internship periods of the caller’s school, by grade and first day.',
    }),
    handler: (request) => periods.list(requireCaller(request)),
  });

  app.route({
    ...declaredRoute(app, internshipsSchemas.createInternshipPeriod, {
      // The route names no school: the coordinator sets the periods of the own school.
      config: { access: access.roles('ADMIN_SCHULE').in('own') },
      errors: [400, 401, 403],
      description: 'The school’s coordinator adds an internship period for a grade (5 to 13) of the own school.',
    }),
    handler: async (request, reply) => reply.status(201).send(await periods.create(requireCaller(request), request.body)),
  });

  app.route({
    ...declaredRoute(app, internshipsSchemas.deleteInternshipPeriod, {
      config: { access: access.roles('ADMIN_SCHULE').in('school') },
      errors: [400, 401, 403, 404],
      description: 'The school’s coordinator removes a period; another school’s period answers 404.',
    }),
    handler: async (request, reply) => {
      await periods.remove(requireCaller(request), request.params.periodUuid);
      return reply.status(204).send(null);
    },
  });
};

/** Registered by internships.plugin.ts with its `{ db }`. */
export const periodsPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(periodsRoutes, { periods: createPeriodsService(createPeriodsRepository(db)) });
};
