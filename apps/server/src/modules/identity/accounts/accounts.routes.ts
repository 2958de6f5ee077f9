import { LAND_COORDINATOR_ROLES } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as administrationSchemas from '@berufswahl/contracts/identity/endpoints/administration.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { AccountCreationService } from './account-creation.service';
import type { AccountEditingService } from './account-editing.service';
import type { AccountLifecycleService } from './account-lifecycle.service';

const schoolCoordinator = access.roles('ADMIN_SCHULE').in('school');

/** The services of accounts, split by what they do (decision 220). */
export type AccountsServices = { creation: AccountCreationService; lifecycle: AccountLifecycleService; editing: AccountEditingService };

export const accountsRoutes: FastifyPluginAsyncZod<AccountsServices> = async (app, { creation, lifecycle, editing }) => {
  app.route({
    ...declaredRoute(app, administrationSchemas.accounts, { config: { access: schoolCoordinator }, errors: [401, 403, 404] }),
    handler: (request) => editing.list(requireCaller(request), request.params.schoolUuid),
  });

  // The answer carries the initial password once; it is stored only as a hash (decision 101).
  app.route({
    ...declaredRoute(app, administrationSchemas.createAccount, { config: { access: schoolCoordinator }, errors: [400, 401, 403, 404] }),
    handler: async (request, reply) => reply.status(201).send(await creation.create(requireCaller(request), request.params.schoolUuid, request.body)),
  });

  // Names, e-mail and – for students – the class (moving a student, decision 106).
  app.route({
    ...declaredRoute(app, administrationSchemas.updateAccount, { config: { access: schoolCoordinator }, errors: [400, 401, 403, 404, 409] }),
    handler: (request) => editing.update(requireCaller(request), request.params.schoolUuid, request.params.userUuid, request.body),
  });

  app.route({
    ...declaredRoute(app, administrationSchemas.deactivateAccount, { config: { access: schoolCoordinator }, errors: [400, 401, 403, 404] }),
    handler: (request) => lifecycle.deactivate(requireCaller(request), request.params.schoolUuid, request.params.userUuid),
  });

  app.route({
    ...declaredRoute(app, administrationSchemas.resetInitialPassword, { config: { access: schoolCoordinator }, errors: [401, 403, 404] }),
    handler: (request) => lifecycle.resetPassword(requireCaller(request), request.params.schoolUuid, request.params.userUuid),
  });

  // The old school's say over a move (decision 052): the code of its deactivated account stops working.
  app.route({
    ...declaredRoute(app, administrationSchemas.revokeReactivationCode, { config: { access: schoolCoordinator }, errors: [401, 403, 404, 409] }),
    handler: (request) => lifecycle.revokeReactivationCode(requireCaller(request), request.params.schoolUuid, request.params.userUuid),
  });

  // Each try is counted: the code is what finds the account (decision 052 of the life cycle).
  app.route({
    ...declaredRoute(app, administrationSchemas.reactivateAccount, {
      config: { access: schoolCoordinator, rateLimit: 'code' },
      errors: [400, 401, 403, 404],
    }),
    handler: (request) => lifecycle.reactivate(requireCaller(request), request.params.schoolUuid, request.body),
  });

  // School coordinators are created by the state coordinator of the Land or the federal admin.
  app.route({
    ...declaredRoute(app, administrationSchemas.createSchoolCoordinator, {
      config: { access: access.roles(...LAND_COORDINATOR_ROLES).in('school') },
      errors: [400, 401, 403, 404],
    }),
    handler: async (request, reply) =>
      reply.status(201).send(await creation.createSchoolCoordinator(requireCaller(request), request.params.schoolUuid, request.body)),
  });

  // Lists of coordinators (decision 108): the federal admin sees the state coordinators of a Land,
  // the state coordinator (and the federal admin) the school coordinators of the Land's schools.
  app.route({
    ...declaredRoute(app, administrationSchemas.landCoordinators, { config: { access: access.roles('SUPER_ADMIN').in('client') }, errors: [401, 403, 404] }),
    handler: (request) => editing.coordinators(requireCaller(request), request.params.clientUuid, 'land'),
  });

  app.route({
    ...declaredRoute(app, administrationSchemas.schoolCoordinators, {
      config: { access: access.roles(...LAND_COORDINATOR_ROLES).in('client') },
      errors: [401, 403, 404],
    }),
    handler: (request) => editing.coordinators(requireCaller(request), request.params.clientUuid, 'school'),
  });

  app.route({
    ...declaredRoute(app, administrationSchemas.createLandCoordinator, {
      config: { access: access.roles('SUPER_ADMIN').in('client') },
      errors: [400, 401, 403, 404],
    }),
    handler: async (request, reply) =>
      reply.status(201).send(await creation.createStateCoordinator(requireCaller(request), request.params.clientUuid, request.body)),
  });
};
