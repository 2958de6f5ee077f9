import { ANSWER_MESSAGES } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as meinWegSchemas from '@berufswahl/contracts/bo/endpoints/mein-weg.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import { ApiError } from '../../../platform/http/errors';
import type { TasksService } from './tasks.service';

/** An upload sent as anything but multipart/form-data (as the files module answers it). */
class UnsupportedMediaTypeError extends ApiError {
  override readonly statusCode = 415;
}

/** A task of the student's path and the student's answer to it (decision 062). */
export const tasksRoutes: FastifyPluginAsyncZod<{ tasks: TasksService }> = async (app, { tasks }) => {
  app.route({
    ...declaredRoute(app, meinWegSchemas.task, {
      config: { access: access.roles('SCHUELER').in('own') },
      errors: [400, 401, 403, 404],
    }),
    handler: (request) => tasks.get(requireCaller(request), request.params.taskUuid),
  });

  app.route({
    ...declaredRoute(app, meinWegSchemas.saveAnswer, {
      // An offline draft is sent again until it arrives; `based_on` finds a change made elsewhere meanwhile (decision 240).
      config: { access: access.roles('SCHUELER').in('own'), idempotent: true },
      errors: [400, 401, 403, 404, 409, 422],
    }),
    handler: (request) => tasks.saveAnswer(requireCaller(request), request.params.taskUuid, request.body),
  });

  app.route({
    ...declaredRoute(app, meinWegSchemas.uploadAnswerFile, {
      // A file chosen offline waits as a draft and is sent again until it arrives (decision 240).
      config: { access: access.roles('SCHUELER').in('own'), rateLimit: 'uploads', idempotent: true },
      errors: [400, 401, 403, 404, 409, 413, 415, 422],
    }),
    handler: (request) => {
      if (!request.isMultipart()) throw new UnsupportedMediaTypeError('VALIDATION_FAILED', ANSWER_MESSAGES.fileMissing);
      return tasks.uploadFile(requireCaller(request), request.params.taskUuid, request);
    },
  });
};
