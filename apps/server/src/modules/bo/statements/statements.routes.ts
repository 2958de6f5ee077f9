import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as statementsSchemas from '@berufswahl/contracts/bo/endpoints/statements.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { StatementsService } from './statements.service';

/** Statements of the signed-in student (decision 073). Every route names only the caller's own statements. */
export const statementsRoutes: FastifyPluginAsyncZod<{ statements: StatementsService }> = async (app, { statements }) => {
  const ownStatements = access.roles('SCHUELER').in('own');

  app.route({
    ...declaredRoute(app, statementsSchemas.statements, { config: { access: ownStatements }, errors: [400, 401, 403, 404] }),
    handler: async (request) => statements.list(requireCaller(request)),
  });

  app.route({
    ...declaredRoute(app, statementsSchemas.createStatement, {
      // An offline draft is sent again until it arrives (decision 240).
      config: { access: ownStatements, idempotent: true },
      errors: [400, 401, 403, 404, 409, 422],
    }),
    handler: async (request, reply) => reply.status(201).send(await statements.create(requireCaller(request), request.body.text)),
  });

  app.route({
    ...declaredRoute(app, statementsSchemas.updateStatement, {
      config: { access: ownStatements, idempotent: true },
      errors: [400, 401, 403, 404, 409, 422],
    }),
    handler: async (request) => statements.update(requireCaller(request), request.params.statementUuid, request.body.text),
  });

  app.route({
    ...declaredRoute(app, statementsSchemas.deleteStatement, {
      config: { access: ownStatements },
      errors: [400, 401, 403, 404],
      description: 'Deletes a statement for good; its pins on the Pinnwand go with it.',
    }),
    handler: async (request, reply) => {
      await statements.delete(requireCaller(request), request.params.statementUuid);
      return reply.status(204).send(null);
    },
  });
};
