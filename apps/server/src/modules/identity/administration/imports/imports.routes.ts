import { importBodySchema, importPreviewSchema, importResultSchema, schoolAdminParamsSchema } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, requireCaller } from '../../../../platform/auth/access';
import type { ImportsService } from './imports.service';
import * as administrationEndpoints from '@berufswahl/contracts/identity/endpoints/administration';
import { urlOf } from '../../../../platform/http/endpoint-url';
import { errorResponses } from '../../../../platform/http/error-responses';

const errors = errorResponses(400, 401, 403, 404);
const schoolCoordinator = access.roles('ADMIN_SCHULE').in('school');

/** The CSV travels as text in JSON (decision 100): small files, read and decoded by the browser. */
export const importsRoutes: FastifyPluginAsyncZod<{ imports: ImportsService }> = async (app, { imports }) => {
  app.post(
    urlOf(app, administrationEndpoints.previewImport),
    {
      config: { access: schoolCoordinator },
      schema: { params: schoolAdminParamsSchema, body: importBodySchema, response: { 200: importPreviewSchema, ...errors } },
    },
    (request) => imports.preview(requireCaller(request), request.params.schoolUuid, request.body),
  );

  app.post(
    urlOf(app, administrationEndpoints.runImport),
    {
      config: { access: schoolCoordinator, rateLimit: 'uploads' },
      schema: { params: schoolAdminParamsSchema, body: importBodySchema, response: { 201: importResultSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await imports.run(requireCaller(request), request.params.schoolUuid, request.body)),
  );
};
