import {
  accountParamsSchema,
  accountUpdateBodySchema,
  adminAccountSchema,
  coordinatorsResponseSchema,
  adminAccountsResponseSchema,
  createdAccountSchema,
  credentialsSchema,
  errorBodySchema,
  newAccountBodySchema,
  newCoordinatorBodySchema,
  reactivationBodySchema,
  landParamsSchema,
  schoolAdminParamsSchema,
  LAND_COORDINATOR_ROLES,
} from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, requireCaller } from '../../../platform/auth/access';
import type { AccountCreationService } from './account-creation.service';
import type { AccountEditingService } from './account-editing.service';
import type { AccountLifecycleService } from './account-lifecycle.service';
import * as administrationEndpoints from '@berufswahl/contracts/identity/endpoints/administration';
import { urlOf } from '../../../platform/http/endpoint-url';
import { errorResponses } from '../../../platform/http/error-responses';

const errors = errorResponses(401, 403, 404);
const schoolCoordinator = access.roles('ADMIN_SCHULE').in('school');

/** The services of accounts, split by what they do (decision 220). */
export type AccountsServices = { creation: AccountCreationService; lifecycle: AccountLifecycleService; editing: AccountEditingService };

export const accountsRoutes: FastifyPluginAsyncZod<AccountsServices> = async (app, { creation, lifecycle, editing }) => {
  app.get(
    urlOf(app, administrationEndpoints.accounts),
    { config: { access: schoolCoordinator }, schema: { params: schoolAdminParamsSchema, response: { 200: adminAccountsResponseSchema, ...errors } } },
    (request) => editing.list(requireCaller(request), request.params.schoolUuid),
  );

  // The answer carries the initial password once; it is stored only as a hash (decision 101).
  app.post(
    urlOf(app, administrationEndpoints.createAccount),
    {
      config: { access: schoolCoordinator },
      schema: { params: schoolAdminParamsSchema, body: newAccountBodySchema, response: { 201: createdAccountSchema, 400: errorBodySchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await creation.create(requireCaller(request), request.params.schoolUuid, request.body)),
  );

  // Names, e-mail and – for students – the class (moving a student, decision 106).
  app.patch(
    urlOf(app, administrationEndpoints.updateAccount),
    {
      config: { access: schoolCoordinator },
      schema: {
        params: accountParamsSchema,
        body: accountUpdateBodySchema,
        response: { 200: adminAccountSchema, 400: errorBodySchema, 409: errorBodySchema, ...errors },
      },
    },
    (request) => editing.update(requireCaller(request), request.params.schoolUuid, request.params.userUuid, request.body),
  );

  app.post(
    urlOf(app, administrationEndpoints.deactivateAccount),
    {
      config: { access: schoolCoordinator },
      schema: { params: accountParamsSchema, response: { 200: adminAccountSchema, 400: errorBodySchema, ...errors } },
    },
    (request) => lifecycle.deactivate(requireCaller(request), request.params.schoolUuid, request.params.userUuid),
  );

  app.post(
    urlOf(app, administrationEndpoints.resetInitialPassword),
    {
      config: { access: schoolCoordinator },
      schema: { params: accountParamsSchema, response: { 200: credentialsSchema, ...errors } },
    },
    (request) => lifecycle.resetPassword(requireCaller(request), request.params.schoolUuid, request.params.userUuid),
  );

  // The old school's say over a move (decision 052): the code of its deactivated account stops working.
  app.delete(
    urlOf(app, administrationEndpoints.revokeReactivationCode),
    {
      config: { access: schoolCoordinator },
      schema: { params: accountParamsSchema, response: { 200: adminAccountSchema, 409: errorBodySchema, ...errors } },
    },
    (request) => lifecycle.revokeReactivationCode(requireCaller(request), request.params.schoolUuid, request.params.userUuid),
  );

  // Each try is counted: the code is what finds the account (decision 052 of the life cycle).
  app.post(
    urlOf(app, administrationEndpoints.reactivateAccount),
    {
      config: { access: schoolCoordinator, rateLimit: 'code' },
      schema: { params: schoolAdminParamsSchema, body: reactivationBodySchema, response: { 200: adminAccountSchema, 400: errorBodySchema, ...errors } },
    },
    (request) => lifecycle.reactivate(requireCaller(request), request.params.schoolUuid, request.body),
  );

  // School coordinators are created by the state coordinator of the Land or the federal admin.
  app.post(
    urlOf(app, administrationEndpoints.createSchoolCoordinator),
    {
      config: { access: access.roles(...LAND_COORDINATOR_ROLES).in('school') },
      schema: { params: schoolAdminParamsSchema, body: newCoordinatorBodySchema, response: { 201: createdAccountSchema, 400: errorBodySchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await creation.createSchoolCoordinator(requireCaller(request), request.params.schoolUuid, request.body)),
  );

  // Lists of coordinators (decision 108): the federal admin sees the state coordinators of a Land,
  // the state coordinator (and the federal admin) the school coordinators of the Land's schools.
  app.get(
    urlOf(app, administrationEndpoints.landCoordinators),
    {
      config: { access: access.roles('SUPER_ADMIN').in('client') },
      schema: { params: landParamsSchema, response: { 200: coordinatorsResponseSchema, ...errors } },
    },
    (request) => editing.coordinators(requireCaller(request), request.params.clientUuid, 'land'),
  );

  app.get(
    urlOf(app, administrationEndpoints.schoolCoordinators),
    {
      config: { access: access.roles(...LAND_COORDINATOR_ROLES).in('client') },
      schema: { params: landParamsSchema, response: { 200: coordinatorsResponseSchema, ...errors } },
    },
    (request) => editing.coordinators(requireCaller(request), request.params.clientUuid, 'school'),
  );

  app.post(
    urlOf(app, administrationEndpoints.createLandCoordinator),
    {
      config: { access: access.roles('SUPER_ADMIN').in('client') },
      schema: { params: landParamsSchema, body: newCoordinatorBodySchema, response: { 201: createdAccountSchema, 400: errorBodySchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await creation.createStateCoordinator(requireCaller(request), request.params.clientUuid, request.body)),
  );
};
