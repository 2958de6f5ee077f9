import { PERMITTED_ROLES } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as videosSchemas from '@berufswahl/contracts/cms/endpoints/videos.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { VideosService } from './videos.service';

/** Only the technical administration manages the videos (decision 180); they are the same for every Land. */
const technicalAdmin = access.roles('TECHNICAL_ADMIN').in('none');

export const videosRoutes: FastifyPluginAsyncZod<{ videos: VideosService }> = async (app, { videos }) => {
  // The caller's dashboard slots follow from the active role alone.
  app.route({
    ...declaredRoute(app, videosSchemas.dashboardVideos, {
      config: { access: access.roles(...PERMITTED_ROLES).in('own') },
      errors: [401, 403],
    }),
    handler: (request) => videos.dashboardVideos(requireCaller(request)),
  });

  // The sign-language page is public (BITV 2.0), so are its videos.
  app.route({
    ...declaredRoute(app, videosSchemas.signLanguageVideos, { config: { access: access.public().in('none') }, errors: [] }),
    handler: () => videos.signLanguageVideos(),
  });

  app.route({
    ...declaredRoute(app, videosSchemas.videoSlots, { config: { access: technicalAdmin }, errors: [401, 403] }),
    handler: () => videos.allSlots(),
  });

  // multipart/form-data: parts `video`, `captions`, `poster` and the fields `title`, `description`.
  app.route({
    ...declaredRoute(app, videosSchemas.uploadVideo, {
      config: { access: technicalAdmin, rateLimit: 'uploads' },
      errors: [400, 401, 403, 413, 415],
    }),
    handler: (request) => videos.upload(requireCaller(request), request.params.slot, request),
  });

  app.route({
    ...declaredRoute(app, videosSchemas.removeVideo, { config: { access: technicalAdmin }, errors: [401, 403, 404] }),
    handler: async (request, reply) => {
      await videos.remove(request.params.slot);
      return reply.status(204).send(null);
    },
  });
};
