import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as questsSchemas from '@berufswahl/contracts/arcade/endpoints/quests.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { QuestsService } from './quests.service';

export const questsRoutes: FastifyPluginAsyncZod<{ quests: QuestsService }> = async (app, { quests }) => {
  // Students see the running quests of their class; teachers those of a class they teach.
  app.route({
    ...declaredRoute(app, questsSchemas.quests, {
      config: { access: access.roles('SCHUELER', 'LEHRER').in('school') },
      errors: [400, 401, 403, 404],
    }),
    handler: (request) => quests.list(requireCaller(request), request.query),
  });

  app.route({
    ...declaredRoute(app, questsSchemas.startQuest, {
      config: { access: access.roles('LEHRER').in('school') },
      errors: [400, 401, 403, 404],
    }),
    handler: async (request, reply) => reply.status(201).send(await quests.start(requireCaller(request), request.body)),
  });

  app.route({
    ...declaredRoute(app, questsSchemas.updateQuest, {
      config: { access: access.roles('LEHRER').in('school') },
      errors: [400, 401, 403, 404],
    }),
    handler: (request) => quests.update(requireCaller(request), request.params.id, request.body),
  });

  app.route({
    ...declaredRoute(app, questsSchemas.joinQuest, {
      config: { access: access.roles('SCHUELER').in('school') },
      errors: [400, 401, 403, 404],
    }),
    handler: (request) => quests.join(requireCaller(request), request.params.id),
  });
};
