import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as administrationSchemas from '@berufswahl/contracts/identity/endpoints/administration.schemas';
import * as ownAccountSchemas from '@berufswahl/contracts/identity/endpoints/own-account.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { UsersService } from '../users/users.service';
import type { TransferService } from './transfer.service';

/** Moving a deactivated student to another school with the new school's numeric code (decision 197). */
export const transferRoutes: FastifyPluginAsyncZod<{ transfer: TransferService; users: UsersService }> = async (app, { transfer, users }) => {
  // The receiving school's coordinator issues a code; rate-limited like every code route.
  app.route({
    ...declaredRoute(app, administrationSchemas.issueTransferCode, {
      config: { access: access.roles('ADMIN_SCHULE').in('school'), rateLimit: 'code' },
      errors: [400, 401, 403, 404, 429],
    }),
    handler: async (request, reply) => reply.status(201).send(await transfer.issue(requireCaller(request), request.params.schoolUuid)),
  });

  // The deactivated student enters it on the landing page; the `code` limit stops guessing.
  app.route({
    ...declaredRoute(app, ownAccountSchemas.transferToSchool, {
      config: { access: access.roles('DEACTIVATED').in('own'), rateLimit: 'code' },
      errors: [400, 401, 403, 404, 409, 429],
    }),
    handler: async (request) => {
      const caller = requireCaller(request);
      await transfer.transfer(caller, request.body.code);
      // The caller is loaded per request: from now on the same session is a student's.
      return users.loadMe(caller);
    },
  });
};
