import {
  classPinboardSchema,
  errorBodySchema,
  myPinboardSchema,
  pinboardCandidatesSchema,
  pinboardClassListSchema,
  pinboardClassParamsSchema,
  pinboardEntryParamsSchema,
  pinboardEntrySchema,
  pinboardFeedbackInputSchema,
  pinboardFeedbackItemParamsSchema,
  pinboardFeedbackParamsSchema,
  pinboardFeedbackSchema,
  pinItemSchema,
} from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as pinboardEndpoints from '@berufswahl/contracts/bo/endpoints/pinboard';
import { access, requireCaller } from '../../../platform/auth/access';
import type { PinboardService } from './pinboard.service';
import { urlOf } from '../../../platform/http/endpoint-url';

const errorResponses = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The Pinnwand (decisions 074, 075): students pin and unpin their own items; the class's teachers read them and give feedback. */
export const pinboardRoutes: FastifyPluginAsyncZod<{ pinboard: PinboardService }> = async (app, { pinboard }) => {
  const ownPins = access.roles('SCHUELER').in('own');

  app.get(
    urlOf(app, pinboardEndpoints.myPinboard),
    { config: { access: ownPins }, schema: { response: { 200: myPinboardSchema, ...errorResponses } } },
    async (request) => pinboard.mine(requireCaller(request)),
  );

  app.get(
    urlOf(app, pinboardEndpoints.pinCandidates),
    {
      config: { access: ownPins },
      schema: {
        description: 'What the student may pin: live stories and statements, done task answers – each with its pin if pinned.',
        response: { 200: pinboardCandidatesSchema, ...errorResponses },
      },
    },
    async (request) => pinboard.candidates(requireCaller(request)),
  );

  app.post(
    urlOf(app, pinboardEndpoints.pinItem),
    {
      config: { access: ownPins },
      schema: {
        description: 'Pins one of the student\'s own items to the Pinnwand of his class; pinning it again answers the same pin (200).',
        body: pinItemSchema,
        response: { 200: pinboardEntrySchema, 201: pinboardEntrySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { entry, isNew } = await pinboard.pin(requireCaller(request), request.body);
      return reply.status(isNew ? 201 : 200).send(entry);
    },
  );

  app.delete(
    urlOf(app, pinboardEndpoints.unpinEntry),
    {
      config: { access: ownPins },
      schema: {
        description: 'Unpins: the teacher no longer sees the item; the feedback on it goes too.',
        params: pinboardEntryParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await pinboard.unpin(requireCaller(request), request.params.entryUuid);
      return reply.status(204).send(null);
    },
  );

  app.get(
    urlOf(app, pinboardEndpoints.pinboardClasses),
    {
      config: { access: access.roles('LEHRER').in('own') },
      schema: { description: 'The classes the teacher teaches, with their number of pins.', response: { 200: pinboardClassListSchema, ...errorResponses } },
    },
    async (request) => pinboard.classesOf(requireCaller(request)),
  );

  const classTeachers = access.roles('LEHRER').in('school');

  app.get(
    urlOf(app, pinboardEndpoints.classPinboard),
    {
      config: { access: classTeachers },
      schema: { params: pinboardClassParamsSchema, response: { 200: classPinboardSchema, ...errorResponses } },
    },
    async (request) => pinboard.ofClass(requireCaller(request), request.params.classUuid),
  );

  app.post(
    urlOf(app, pinboardEndpoints.giveFeedback),
    {
      config: { access: classTeachers },
      schema: {
        description: 'Written feedback of a teacher of the class on a pin; notifies the student.',
        params: pinboardFeedbackParamsSchema,
        body: pinboardFeedbackInputSchema,
        response: { 201: pinboardFeedbackSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await pinboard.giveFeedback(requireCaller(request), request.params.classUuid, request.params.entryUuid, request.body.text)),
  );

  app.patch(
    urlOf(app, pinboardEndpoints.editFeedback),
    {
      config: { access: classTeachers },
      schema: {
        description: 'The author changes his feedback (decision 136); other teachers 403.',
        params: pinboardFeedbackItemParamsSchema,
        body: pinboardFeedbackInputSchema,
        response: { 200: pinboardFeedbackSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { classUuid, entryUuid, feedbackUuid } = request.params;
      return pinboard.editFeedback(requireCaller(request), classUuid, entryUuid, feedbackUuid, request.body.text);
    },
  );

  app.delete(
    urlOf(app, pinboardEndpoints.deleteFeedback),
    {
      config: { access: classTeachers },
      schema: {
        description: 'The author takes his feedback back (decision 136).',
        params: pinboardFeedbackItemParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { classUuid, entryUuid, feedbackUuid } = request.params;
      await pinboard.deleteFeedback(requireCaller(request), classUuid, entryUuid, feedbackUuid);
      return reply.status(204).send(null);
    },
  );
};
