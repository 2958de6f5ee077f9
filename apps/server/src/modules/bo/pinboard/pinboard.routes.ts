import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as pinboardSchemas from '@berufswahl/contracts/bo/endpoints/pinboard.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { PinboardService } from './pinboard.service';

/** The Pinnwand (decisions 074, 075): students pin and unpin their own items; the class's teachers read them and give feedback. */
export const pinboardRoutes: FastifyPluginAsyncZod<{ pinboard: PinboardService }> = async (app, { pinboard }) => {
  const ownPins = access.roles('SCHUELER').in('own');

  app.route({
    ...declaredRoute(app, pinboardSchemas.myPinboard, { config: { access: ownPins }, errors: [400, 401, 403, 404] }),
    handler: async (request) => pinboard.mine(requireCaller(request)),
  });

  app.route({
    ...declaredRoute(app, pinboardSchemas.pinCandidates, {
      config: { access: ownPins },
      errors: [400, 401, 403, 404],
      description: 'What the student may pin: live stories and statements, done task answers – each with its pin if pinned.',
    }),
    handler: async (request) => pinboard.candidates(requireCaller(request)),
  });

  app.route({
    ...declaredRoute(app, pinboardSchemas.pinItem, {
      config: { access: ownPins },
      errors: [400, 401, 403, 404],
      description: 'Pins one of the student\'s own items to the Pinnwand of his class; pinning it again answers the same pin (200).',
    }),
    handler: async (request, reply) => {
      const { entry, isNew } = await pinboard.pin(requireCaller(request), request.body);
      return reply.status(isNew ? 201 : 200).send(entry);
    },
  });

  app.route({
    ...declaredRoute(app, pinboardSchemas.unpinEntry, {
      config: { access: ownPins },
      errors: [400, 401, 403, 404],
      description: 'Unpins: the teacher no longer sees the item; the feedback on it goes too.',
    }),
    handler: async (request, reply) => {
      await pinboard.unpin(requireCaller(request), request.params.entryUuid);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...declaredRoute(app, pinboardSchemas.pinboardClasses, {
      config: { access: access.roles('LEHRER').in('own') },
      errors: [400, 401, 403, 404],
      description: 'The classes the teacher teaches, with their number of pins.',
    }),
    handler: async (request) => pinboard.classesOf(requireCaller(request)),
  });

  const classTeachers = access.roles('LEHRER').in('school');

  app.route({
    ...declaredRoute(app, pinboardSchemas.classPinboard, { config: { access: classTeachers }, errors: [400, 401, 403, 404] }),
    handler: async (request) => pinboard.ofClass(requireCaller(request), request.params.classUuid),
  });

  app.route({
    ...declaredRoute(app, pinboardSchemas.giveFeedback, {
      config: { access: classTeachers },
      errors: [400, 401, 403, 404],
      description: 'Written feedback of a teacher of the class on a pin; notifies the student.',
    }),
    handler: async (request, reply) =>
      reply.status(201).send(await pinboard.giveFeedback(requireCaller(request), request.params.classUuid, request.params.entryUuid, request.body.text)),
  });

  app.route({
    ...declaredRoute(app, pinboardSchemas.editFeedback, {
      config: { access: classTeachers },
      errors: [400, 401, 403, 404],
      description: 'The author changes his feedback (decision 136); other teachers 403.',
    }),
    handler: async (request) => {
      const { classUuid, entryUuid, feedbackUuid } = request.params;
      return pinboard.editFeedback(requireCaller(request), classUuid, entryUuid, feedbackUuid, request.body.text);
    },
  });

  app.route({
    ...declaredRoute(app, pinboardSchemas.deleteFeedback, {
      config: { access: classTeachers },
      errors: [400, 401, 403, 404],
      description: 'The author takes his feedback back (decision 136).',
    }),
    handler: async (request, reply) => {
      const { classUuid, entryUuid, feedbackUuid } = request.params;
      await pinboard.deleteFeedback(requireCaller(request), classUuid, entryUuid, feedbackUuid);
      return reply.status(204).send(null);
    },
  });
};
