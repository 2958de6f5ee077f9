import { ARCHIVE_CONTENT_TYPE, ARCHIVE_LINK_MESSAGES, ARCHIVE_LINK_SECONDS, archiveFileName, ERROR_MESSAGES, type ErrorBody } from '@berufswahl/contracts';
import { Transform } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as ownAccountSchemas from '@berufswahl/contracts/identity/endpoints/own-account.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import type { RateLimit } from '../../../platform/config';
import { declaredRoute } from '../../../platform/http/declared-route';
import { ApiError } from '../../../platform/http/errors';
import { type RateLimitStore, userCounterKey } from '../../../platform/http/rate-limit';
import type { ExportLinks } from './archive-links';
import type { ArchiveOwner, ArchiveService } from './archive.service';

/** What /api/docs says of the 200 answer of both downloads: the bound schemas have none for a stream. */
const ARCHIVE_DOWNLOAD_DESCRIPTION = 'Zip-Archiv (application/zip), gestreamt';

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
   * Streams the owner's zip and counts the day's export only once the whole zip has been produced
   * and handed to the connection (decision 195): a crash or restart before that – when no
   * close handler can run any more – leaves nothing counted. The count is taken before the last
   * bytes go out, so a client that has the whole zip also finds it counted. A download that still
   * breaks off after that gives it back (spec 8). A stream error cuts the connection, so no client
   * mistakes a partial zip for a whole one (decision 116).
   */
  async function sendArchive(request: FastifyRequest, reply: FastifyReply, owner: ArchiveOwner) {
    const { hits, resetSeconds } = await rateLimitStore.peek(userCounterKey('export', owner.uuid));
    if (hits >= exportLimit.max) return rateLimited(request, reply, resetSeconds);
    const { fileName, stream } = await archive.open(owner);
    const key = userCounterKey('export', owner.uuid);
    let isCounted = false;
    let isDelivered = false;
    const countedAtTheEnd = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        callback(null, chunk);
      },
      flush(callback) {
        rateLimitStore.hit(key, exportLimit).then(
          () => {
            isCounted = true;
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      },
    });
    stream.once('error', (error) => countedAtTheEnd.destroy(error));
    countedAtTheEnd.once('error', () => reply.raw.destroy());
    stream.pipe(countedAtTheEnd);
    reply.raw.once('finish', () => {
      isDelivered = true;
    });
    reply.raw.once('close', () => {
      if (isCounted && !isDelivered) {
        void rateLimitStore.giveBack(key).catch((error: unknown) => request.log.warn({ err: error }, 'could not give back the export hit'));
      }
    });
    return reply
      .header('content-type', ARCHIVE_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(countedAtTheEnd);
  }

  // Must come before GET /archive: the route matrix calls routes in registration order, and this
  // one only looks whether the day's export is still there.
  app.route({
    ...declaredRoute(app, ownAccountSchemas.archiveLinks, { config: { access: access.signedIn().in('own') }, errors: [401, 429] }),
    handler: async (request, reply) => {
      const caller = requireCaller(request);
      // Refused here, where the app can still say so in words; counted when the download is complete.
      const { hits, resetSeconds } = await rateLimitStore.peek(userCounterKey('export', caller.uuid));
      if (hits >= exportLimit.max) return rateLimited(request, reply, resetSeconds);
      const link = await exportLinks.sign(caller.uuid);
      return reply.status(201).send({ url: link.path, expires_at: link.expiresAt.toISOString(), file_name: archiveFileName(new Date()) });
    },
  });

  // Open to deactivated accounts: they keep the right to a copy of their data until deletion.
  app.route({
    ...declaredRoute(app, ownAccountSchemas.archive, {
      // The `export` limit is checked and counted by sendArchive (counted only when complete).
      config: { access: access.signedIn().in('own') },
      errors: [401, 429],
      description: ARCHIVE_DOWNLOAD_DESCRIPTION,
    }),
    handler: (request, reply) => sendArchive(request, reply, requireCaller(request)),
  });

  // Opened by the browser's own download, without a bearer token: the signature is the
  // authorisation, for one account, a minute and one use (decision 160).
  app.route({
    ...declaredRoute(app, ownAccountSchemas.archiveDownload, {
      config: { access: access.public().in('none') },
      errors: [403, 429],
      description: ARCHIVE_DOWNLOAD_DESCRIPTION,
    }),
    handler: async (request, reply) => {
      const link = { nonce: request.params.nonce, userUuid: request.query.user, expires: request.query.expires, signature: request.query.signature };
      const refused = () => new ApiError('FORBIDDEN', ARCHIVE_LINK_MESSAGES.invalid);
      if (!(await exportLinks.isValid(link))) throw refused();
      // One use: a counter per nonce that outlives the link.
      const uses = await rateLimitStore.hit(`export-link:${link.nonce}`, { max: 1, windowSeconds: 2 * ARCHIVE_LINK_SECONDS });
      if (uses.hits > 1) throw refused();
      const owner = await archive.accountOf(link.userUuid);
      if (!owner) throw refused();
      return sendArchive(request, reply, owner);
    },
  });
};
