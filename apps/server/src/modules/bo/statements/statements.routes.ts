import { errorBodySchema, statementInputSchema, statementListSchema, statementParamsSchema, statementSchema } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as statementsEndpoints from '@berufswahl/contracts/bo/endpoints/statements';
import { access, requireCaller } from '../../../platform/auth/access';
import type { StatementsService } from './statements.service';
import { urlOf } from '../../../platform/http/endpoint-url';

const errorResponses = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Statements of the signed-in student (decision 073). Every route names only the caller's own statements. */
export const statementsRoutes: FastifyPluginAsyncZod<{ statements: StatementsService }> = async (app, { statements }) => {
  const ownStatements = access.roles('SCHUELER').in('own');

  app.get(
    urlOf(app, statementsEndpoints.statements),
    { config: { access: ownStatements }, schema: { response: { 200: statementListSchema, ...errorResponses } } },
    async (request) => statements.list(requireCaller(request)),
  );

  app.post(
    urlOf(app, statementsEndpoints.createStatement),
    {
      config: { access: ownStatements },
      schema: { body: statementInputSchema, response: { 201: statementSchema, ...errorResponses } },
    },
    async (request, reply) => reply.status(201).send(await statements.create(requireCaller(request), request.body.text)),
  );

  app.patch(
    urlOf(app, statementsEndpoints.updateStatement),
    {
      config: { access: ownStatements },
      schema: { params: statementParamsSchema, body: statementInputSchema, response: { 200: statementSchema, ...errorResponses } },
    },
    async (request) => statements.update(requireCaller(request), request.params.statementUuid, request.body.text),
  );

  app.delete(
    urlOf(app, statementsEndpoints.deleteStatement),
    {
      config: { access: ownStatements },
      schema: {
        description: 'Deletes a statement for good; its pins on the Pinnwand go with it.',
        params: statementParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await statements.delete(requireCaller(request), request.params.statementUuid);
      return reply.status(204).send(null);
    },
  );
};
