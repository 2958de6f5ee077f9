import { PERMITTED_ROLES } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as filesSchemas from '@berufswahl/contracts/files/endpoints/files.schemas';
import { access, requireCaller } from '../../platform/auth/access';
import { declaredRoute } from '../../platform/http/declared-route';
import type { FilesService } from './files.service';

/** Every signed-in role but deactivated accounts keeps files (spec 2: /files/). */
const ownFiles = access.roles(...PERMITTED_ROLES).in('own');
/** 409 FILE_ATTACHED: a story's or answer's file moves only with its owner (decision 047). */
const noContentErrors = [401, 403, 404, 409] as const;

export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  app.route({
    ...declaredRoute(app, filesSchemas.myStorage, { config: { access: ownFiles }, errors: [401, 403] }),
    handler: async (request) => files.storageOf(requireCaller(request)),
  });

  // Decision 049: the school coordinator sets a student's quota (e.g. for a test, or a student who needs more).
  app.route({
    ...declaredRoute(app, filesSchemas.setStudentStorage, {
      config: { access: access.roles('ADMIN_SCHULE').in('school') },
      errors: [400, 401, 403, 404],
    }),
    handler: async (request) =>
      files.setStudentSpace(requireCaller(request), request.params.schoolUuid, request.params.userUuid, request.body.space),
  });

  app.route({
    ...declaredRoute(app, filesSchemas.myFiles, { config: { access: ownFiles }, errors: [401] }),
    handler: async (request) => files.list(requireCaller(request), request.query.state),
  });

  app.route({
    ...declaredRoute(app, filesSchemas.uploadFile, {
      config: { access: ownFiles, rateLimit: 'uploads' },
      errors: [400, 401, 413, 415],
    }),
    handler: async (request, reply) => reply.status(201).send(await files.upload(requireCaller(request), request)),
  });

  app.route({
    ...declaredRoute(app, filesSchemas.trashFile, { config: { access: ownFiles }, errors: noContentErrors }),
    handler: async (request, reply) => {
      await files.moveToTrash(requireCaller(request), request.params.fileUuid);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...declaredRoute(app, filesSchemas.restoreFile, { config: { access: ownFiles }, errors: noContentErrors }),
    handler: async (request, reply) => {
      await files.restore(requireCaller(request), request.params.fileUuid);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...declaredRoute(app, filesSchemas.deleteFile, { config: { access: ownFiles }, errors: noContentErrors }),
    handler: async (request, reply) => {
      await files.deleteForever(requireCaller(request), request.params.fileUuid);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...declaredRoute(app, filesSchemas.emptyTrash, { config: { access: ownFiles }, errors: [401] }),
    handler: async (request) => files.emptyTrash(requireCaller(request)),
  });

  // The browser fetches this without a bearer token (img/audio/video src, download links): the
  // HMAC signature in the query is the authorisation, valid for 15 minutes and this file only.
  app.route({
    ...declaredRoute(app, filesSchemas.download, { config: { access: access.public().in('none') }, errors: [] }),
    handler: async (request, reply) =>
      files.serveSignedDownload({ fileUuid: request.params.fileUuid, query: request.query, rangeHeader: request.headers.range }, reply),
  });
};
