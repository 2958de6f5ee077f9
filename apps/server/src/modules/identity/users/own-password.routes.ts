import { PERMITTED_ROLES } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as ownAccountSchemas from '@berufswahl/contracts/identity/endpoints/own-account.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { PasswordChecksBusyError } from '../../../platform/auth/password-check-gate';
import { declaredRoute } from '../../../platform/http/declared-route';
import { ApiError } from '../../../platform/http/errors';
import type { OwnPasswordService } from './own-password.service';

/** How long a person is asked to wait when the password checks are busy (as the sign-in page, decision 130). */
const BUSY_RETRY_AFTER_SECONDS = 3;

export const ownPasswordRoutes: FastifyPluginAsyncZod<{ ownPassword: OwnPasswordService }> = async (app, { ownPassword }) => {
  // Active roles only: a deactivated account reaches its export and nothing else (issue 7).
  app.route({
    ...declaredRoute(app, ownAccountSchemas.changeOwnPassword, {
      config: { access: access.roles(...PERMITTED_ROLES).in('own') },
      errors: [400, 401, 403, 409, 429, 503],
    }),
    handler: async (request, reply) => {
      try {
        return await ownPassword.change(requireCaller(request), request.body, request.ip);
      } catch (error) {
        if (!(error instanceof PasswordChecksBusyError)) throw error;
        reply.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
        throw new ApiError('SERVICE_UNAVAILABLE');
      }
    },
  });
};
