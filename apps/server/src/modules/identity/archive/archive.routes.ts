import {
  ARCHIVE_CONTENT_TYPE,
  ARCHIVE_LINK_MESSAGES,
  ARCHIVE_LINK_SECONDS,
  archiveDownloadSchema,
  archiveFileName,
  archiveLinkParamsSchema,
  archiveLinkQuerySchema,
  archiveLinkSchema,
  ERROR_MESSAGES,
  errorBodySchema,
  type ErrorBody,
} from '@berufswahl/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, requireCaller } from '../../../platform/auth/access';
import type { RateLimit } from '../../../platform/config';
import { ApiError } from '../../../platform/http/errors';
import { type RateLimitStore, userCounterKey } from '../../../platform/http/rate-limit';
import type { ExportLinks } from './archive-links';
import type { ArchiveOwner, ArchiveService } from './archive.service';

type ArchiveRoutesOptions = {
  archive: ArchiveService;
  exportLinks: ExportLinks;
  rateLimitStore: RateLimitStore;
  /** The `export` limit (one a day by default), shared by `GET /archive` and the export links. */
  exportLimit: RateLimit;
};

function rateLimited(request: FastifyRequest, reply: FastifyReply, resetSeconds: number) {
  const body: ErrorBody = { code: 'RATE_LIMITED', message: ERROR_MESSAGES.RATE_LIMITED, request_id: request.id };
  return reply.status(429).header('Retry-After', String(resetSeconds)).send(body);
}

export const archiveRoutes: FastifyPluginAsyncZod<ArchiveRoutesOptions> = async (app, { archive, exportLinks, rateLimitStore, exportLimit }) => {
  /**
   * Streams the owner's zip. A download that breaks off (network, closed tab, unreadable file)
   * does not use up the one export a day: the person is asked to retry (spec 8). A stream error
   * cuts the connection, so no client mistakes a partial zip for a whole one (decision 116).
   */
  async function sendArchive(request: FastifyRequest, reply: FastifyReply, owner: ArchiveOwner) {
    const { fileName, stream } = await archive.open(owner);
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
  }

  // Must come before GET /archive: the route matrix calls routes in registration order, and this
  // one only looks whether the day's export is still there.
  app.post(
    '/archive/links',
    {
      config: { access: access.signedIn().in('own') },
      schema: { response: { 201: archiveLinkSchema, 401: errorBodySchema, 429: errorBodySchema } },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      // Refused here, where the app can still say so in words; counted when the download starts.
      const { hits, resetSeconds } = await rateLimitStore.peek(userCounterKey('export', caller.uuid));
      if (hits >= exportLimit.max) return rateLimited(request, reply, resetSeconds);
      const link = await exportLinks.sign(caller.uuid);
      return reply.status(201).send({ url: link.path, expires_at: link.expiresAt.toISOString(), file_name: archiveFileName(new Date()) });
    },
  );

  // Open to deactivated accounts: they keep the right to a copy of their data until deletion.
  app.get(
    '/archive',
    {
      config: { access: access.signedIn().in('own'), rateLimit: 'export' },
      schema: {
        response: { 200: archiveDownloadSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    (request, reply) => sendArchive(request, reply, requireCaller(request)),
  );

  // Opened by the browser's own download, without a bearer token: the signature is the
  // authorisation, for one account, a minute and one use (decision 160).
  app.get(
    '/archive/downloads/:nonce',
    {
      config: { access: access.public().in('none') },
      schema: {
        params: archiveLinkParamsSchema,
        querystring: archiveLinkQuerySchema,
        response: { 200: archiveDownloadSchema, 403: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const link = { nonce: request.params.nonce, userUuid: request.query.user, expires: request.query.expires, signature: request.query.signature };
      const refused = () => new ApiError('FORBIDDEN', ARCHIVE_LINK_MESSAGES.invalid);
      if (!(await exportLinks.isValid(link))) throw refused();
      // One use: a counter per nonce that outlives the link.
      const uses = await rateLimitStore.hit(`export-link:${link.nonce}`, { max: 1, windowSeconds: 2 * ARCHIVE_LINK_SECONDS });
      if (uses.hits > 1) throw refused();
      const owner = await archive.accountOf(link.userUuid);
      if (!owner) throw refused();
      const key = userCounterKey('export', owner.uuid);
      const { hits, resetSeconds } = await rateLimitStore.hit(key, exportLimit);
      if (hits > exportLimit.max) return rateLimited(request, reply, resetSeconds);
      // From here on as a rate-limited route: a server error or a broken download gives the hit back.
      request.rateLimitKey = key;
      return sendArchive(request, reply, owner);
    },
  );
};
