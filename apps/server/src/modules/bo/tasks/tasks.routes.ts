import { ANSWER_MESSAGES, errorBodySchema, saveAnswerBodySchema, taskDetailSchema, taskParamsSchema } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as meinWegEndpoints from '@berufswahl/contracts/bo/endpoints/mein-weg';
import { access, requireCaller } from '../../../platform/auth/access';
import { ApiError } from '../../../platform/http/errors';
import type { TasksService } from './tasks.service';
import { urlOf } from '../../../platform/http/endpoint-url';
import { errorResponses } from '../../../platform/http/error-responses';

/** An upload sent as anything but multipart/form-data (as the files module answers it). */
class UnsupportedMediaTypeError extends ApiError {
  override readonly statusCode = 415;
}

const errors = errorResponses(400, 401, 403, 404);

/** A task of the student's path and the student's answer to it (decision 062). */
export const tasksRoutes: FastifyPluginAsyncZod<{ tasks: TasksService }> = async (app, { tasks }) => {
  app.get(
    urlOf(app, meinWegEndpoints.task),
    {
      config: { access: access.roles('SCHUELER').in('own') },
      schema: { params: taskParamsSchema, response: { 200: taskDetailSchema, ...errors } },
    },
    (request) => tasks.get(requireCaller(request), request.params.taskUuid),
  );

  app.put(
    urlOf(app, meinWegEndpoints.saveAnswer),
    {
      config: { access: access.roles('SCHUELER').in('own') },
      schema: { params: taskParamsSchema, body: saveAnswerBodySchema, response: { 200: taskDetailSchema, ...errors } },
    },
    (request) => tasks.saveAnswer(requireCaller(request), request.params.taskUuid, request.body),
  );

  app.post(
    urlOf(app, meinWegEndpoints.uploadAnswerFile),
    {
      config: { access: access.roles('SCHUELER').in('own'), rateLimit: 'uploads' },
      schema: {
        params: taskParamsSchema,
        response: { 200: taskDetailSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    (request) => {
      if (!request.isMultipart()) throw new UnsupportedMediaTypeError('VALIDATION_FAILED', ANSWER_MESSAGES.fileMissing);
      return tasks.uploadFile(requireCaller(request), request.params.taskUuid, request);
    },
  );
};
