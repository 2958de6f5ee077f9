import {
  emptyTrashResultSchema,
  errorBodySchema,
  fileListQuerySchema,
  fileListSchema,
  fileParamsSchema,
  PERMITTED_ROLES,
  signedDownloadQuerySchema,
  storageInfoSchema,
  storageSpaceBodySchema,
  storedFileSchema,
  studentStorageParamsSchema,
} from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as filesEndpoints from '@berufswahl/contracts/files/endpoints/files';
import { access, requireCaller } from '../../platform/auth/access';
import type { FilesService } from './files.service';
import { urlOf } from '../../platform/http/endpoint-url';

/** Every signed-in role but deactivated accounts keeps files (spec 2: /files/). */
const ownFiles = access.roles(...PERMITTED_ROLES).in('own');
/** 409 FILE_ATTACHED: a story's or answer's file moves only with its owner (decision 047). */
const noContent = { 204: z.null().describe('no content'), 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  app.get(
    urlOf(app, filesEndpoints.myStorage),
    { config: { access: ownFiles }, schema: { response: { 200: storageInfoSchema, 401: errorBodySchema, 403: errorBodySchema } } },
    async (request) => files.storageOf(requireCaller(request)),
  );

  // Decision 049: the school coordinator sets a student's quota (e.g. for a test, or a student who needs more).
  app.put(
    urlOf(app, filesEndpoints.setStudentStorage),
    {
      config: { access: access.roles('ADMIN_SCHULE').in('school') },
      schema: {
        params: studentStorageParamsSchema,
        body: storageSpaceBodySchema,
        response: { 200: storageInfoSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => files.setStudentSpace(requireCaller(request), request.params.schoolUuid, request.params.userUuid, request.body.space),
  );

  app.get(
    urlOf(app, filesEndpoints.myFiles),
    { config: { access: ownFiles }, schema: { querystring: fileListQuerySchema, response: { 200: fileListSchema, 401: errorBodySchema } } },
    async (request) => files.list(requireCaller(request), request.query.state),
  );

  app.post(
    urlOf(app, filesEndpoints.uploadFile),
    {
      config: { access: ownFiles, rateLimit: 'uploads' },
      schema: {
        response: { 201: storedFileSchema, 400: errorBodySchema, 401: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await files.upload(requireCaller(request), request)),
  );

  app.post(
    urlOf(app, filesEndpoints.trashFile),
    { config: { access: ownFiles }, schema: { params: fileParamsSchema, response: noContent } },
    async (request, reply) => {
      await files.moveToTrash(requireCaller(request), request.params.fileUuid);
      return reply.status(204).send(null);
    },
  );

  app.post(
    urlOf(app, filesEndpoints.restoreFile),
    { config: { access: ownFiles }, schema: { params: fileParamsSchema, response: noContent } },
    async (request, reply) => {
      await files.restore(requireCaller(request), request.params.fileUuid);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    urlOf(app, filesEndpoints.deleteFile),
    { config: { access: ownFiles }, schema: { params: fileParamsSchema, response: noContent } },
    async (request, reply) => {
      await files.deleteForever(requireCaller(request), request.params.fileUuid);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    urlOf(app, filesEndpoints.emptyTrash),
    { config: { access: ownFiles }, schema: { response: { 200: emptyTrashResultSchema, 401: errorBodySchema } } },
    async (request) => files.emptyTrash(requireCaller(request)),
  );

  // The browser fetches this without a bearer token (img/audio/video src, download links): the
  // HMAC signature in the query is the authorisation, valid for 15 minutes and this file only.
  app.get(
    urlOf(app, filesEndpoints.download),
    { config: { access: access.public().in('none') }, schema: { params: fileParamsSchema, querystring: signedDownloadQuerySchema } },
    async (request, reply) =>
      files.serveSignedDownload({ fileUuid: request.params.fileUuid, query: request.query, rangeHeader: request.headers.range }, reply),
  );
};
