import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as administrationSchemas from '@berufswahl/contracts/identity/endpoints/administration.schemas';
import { access, requireCaller } from '../../../../platform/auth/access';
import { declaredRoute } from '../../../../platform/http/declared-route';
import type { ImportsService } from './imports.service';

const schoolCoordinator = access.roles('ADMIN_SCHULE').in('school');

/** The CSV travels as text in JSON (decision 100): small files, read and decoded by the browser. */
export const importsRoutes: FastifyPluginAsyncZod<{ imports: ImportsService }> = async (app, { imports }) => {
  app.route({
    ...declaredRoute(app, administrationSchemas.previewImport, { config: { access: schoolCoordinator }, errors: [400, 401, 403, 404] }),
    handler: (request) => imports.preview(requireCaller(request), request.params.schoolUuid, request.body),
  });

  app.route({
    ...declaredRoute(app, administrationSchemas.runImport, { config: { access: schoolCoordinator, rateLimit: 'uploads' }, errors: [400, 401, 403, 404] }),
    handler: async (request, reply) => reply.status(201).send(await imports.run(requireCaller(request), request.params.schoolUuid, request.body)),
  });
};
