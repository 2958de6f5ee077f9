import { ARCHIVE_CONTENT_TYPE, archiveDownloadSchema, errorBodySchema } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, requireCaller } from '../../../platform/auth/access';
import type { RateLimitStore } from '../../../platform/http/rate-limit';
import type { ArchiveService } from './archive.service';

export const archiveRoutes: FastifyPluginAsyncZod<{ archive: ArchiveService; rateLimitStore: RateLimitStore }> = async (
  app,
  { archive, rateLimitStore },
) => {
  // Open to deactivated accounts: they keep the right to a copy of their data until deletion.
  app.get(
    '/archive',
    {
      config: { access: access.signedIn().in('own'), rateLimit: 'export' },
      schema: {
        response: { 200: archiveDownloadSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await archive.open(requireCaller(request));
      // A download that breaks off (network, closed tab, unreadable file) does not use up the one
      // export a day: the person is asked to retry (spec 8).
      const rateLimitKey = request.rateLimitKey;
      let isDelivered = false;
      reply.raw.once('finish', () => {
        isDelivered = true;
      });
      reply.raw.once('close', () => {
        if (rateLimitKey && !isDelivered) {
          void rateLimitStore.giveBack(rateLimitKey).catch((error: unknown) => request.log.warn({ err: error }, 'could not give back the export hit'));
        }
      });
      stream.once('error', () => reply.raw.destroy());
      return reply
        .header('content-type', ARCHIVE_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};
