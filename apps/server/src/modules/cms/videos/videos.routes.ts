import {
  errorBodySchema,
  managedVideoListSchema,
  managedVideoSchema,
  PERMITTED_ROLES,
  videoSlotListSchema,
  videoSlotParamsSchema,
} from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as videosEndpoints from '@berufswahl/contracts/cms/endpoints/videos';
import { access, requireCaller } from '../../../platform/auth/access';
import type { VideosService } from './videos.service';
import { urlOf } from '../../../platform/http/endpoint-url';

/** Only the technical administration manages the videos (decision 180); they are the same for every Land. */
const technicalAdmin = access.roles('TECHNICAL_ADMIN').in('none');

export const videosRoutes: FastifyPluginAsyncZod<{ videos: VideosService }> = async (app, { videos }) => {
  // The caller's dashboard slots follow from the active role alone.
  app.get(
    urlOf(app, videosEndpoints.dashboardVideos),
    {
      config: { access: access.roles(...PERMITTED_ROLES).in('own') },
      schema: { response: { 200: managedVideoListSchema, 401: errorBodySchema, 403: errorBodySchema } },
    },
    (request) => videos.dashboardVideos(requireCaller(request)),
  );

  // The sign-language page is public (BITV 2.0), so are its videos.
  app.get(
    urlOf(app, videosEndpoints.signLanguageVideos),
    { config: { access: access.public().in('none') }, schema: { response: { 200: managedVideoListSchema } } },
    () => videos.signLanguageVideos(),
  );

  app.get(
    urlOf(app, videosEndpoints.videoSlots),
    { config: { access: technicalAdmin }, schema: { response: { 200: videoSlotListSchema, 401: errorBodySchema, 403: errorBodySchema } } },
    () => videos.allSlots(),
  );

  // multipart/form-data: parts `video`, `captions`, `poster` and the fields `title`, `description`.
  app.put(
    urlOf(app, videosEndpoints.uploadVideo),
    {
      config: { access: technicalAdmin, rateLimit: 'uploads' },
      schema: {
        params: videoSlotParamsSchema,
        response: {
          200: managedVideoSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    (request) => videos.upload(requireCaller(request), request.params.slot, request),
  );

  app.delete(
    urlOf(app, videosEndpoints.removeVideo),
    {
      config: { access: technicalAdmin },
      schema: {
        params: videoSlotParamsSchema,
        response: { 204: z.null().describe('no content'), 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await videos.remove(request.params.slot);
      return reply.status(204).send(null);
    },
  );
};
