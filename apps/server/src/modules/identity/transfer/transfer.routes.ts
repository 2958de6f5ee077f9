import { errorBodySchema, schoolAdminParamsSchema, transferBodySchema, transferCodeSchema, transferResponseSchema } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as administrationEndpoints from '@berufswahl/contracts/identity/endpoints/administration';
import * as ownAccountEndpoints from '@berufswahl/contracts/identity/endpoints/own-account';
import { access, requireCaller } from '../../../platform/auth/access';
import type { UsersService } from '../users/users.service';
import type { TransferService } from './transfer.service';
import { urlOf } from '../../../platform/http/endpoint-url';
import { errorResponses } from '../../../platform/http/error-responses';

const errors = errorResponses(400, 401, 403, 404, 429);

/** Moving a deactivated student to another school with the new school's numeric code (decision 197). */
export const transferRoutes: FastifyPluginAsyncZod<{ transfer: TransferService; users: UsersService }> = async (app, { transfer, users }) => {
  // The receiving school's coordinator issues a code; rate-limited like every code route.
  app.post(
    urlOf(app, administrationEndpoints.issueTransferCode),
    {
      config: { access: access.roles('ADMIN_SCHULE').in('school'), rateLimit: 'code' },
      schema: { params: schoolAdminParamsSchema, response: { 201: transferCodeSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await transfer.issue(requireCaller(request), request.params.schoolUuid)),
  );

  // The deactivated student enters it on the landing page; the `code` limit stops guessing.
  app.post(
    urlOf(app, ownAccountEndpoints.transferToSchool),
    {
      config: { access: access.roles('DEACTIVATED').in('own'), rateLimit: 'code' },
      schema: { body: transferBodySchema, response: { 200: transferResponseSchema, 409: errorBodySchema, ...errors } },
    },
    async (request) => {
      const caller = requireCaller(request);
      await transfer.transfer(caller, request.body.code);
      // The caller is loaded per request: from now on the same session is a student's.
      return users.loadMe(caller);
    },
  );
};
