import { PassThrough, type Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as publicShareSchemas from '@berufswahl/contracts/public/endpoints/shares.schemas';
import { access } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import { keepSecretLinkAnswersPrivate } from '../../../platform/http/link-token';
import type { PublicSharesService } from './public-shares.service';

type Logger = { error: (object: object, message: string) => void };

/** A file's bytes as the answer (the routes' declared answers are JSON; these two stream). */
function sendStream(reply: FastifyReply, stream: Readable, headers: Record<string, string>) {
  return reply.headers({ ...headers, 'X-Content-Type-Options': 'nosniff' }).send(stream);
}

/**
 * The page behind a share link, without an account (decision 236). Every answer – also an error –
 * keeps the token's page out of search engines, caches and other sites' Referer headers, as the
 * feedback page does (decision 230).
 */
export const publicSharesRoutes: FastifyPluginAsyncZod<{ publicShares: PublicSharesService; log: Logger }> = async (app, { publicShares, log }) => {
  keepSecretLinkAnswersPrivate(app);

  const anyone = access.public().in('none');

  app.route({
    ...declaredRoute(app, publicShareSchemas.publicShare, {
      config: { access: anyone, rateLimit: 'feedback' },
      errors: [404, 410],
      description:
        'Exactly what was shared: a story\'s text, hashtags, date and whether it has a photo, or the portfolio. Counted as an open. ' +
        'Unknown token 404; revoked, expired, story deleted or sharing switched off 410 `LINK_GONE`.',
    }),
    handler: async (request) => publicShares.share(request.params.token),
  });

  app.route({
    ...declaredRoute(app, publicShareSchemas.publicSharePhoto, {
      config: { access: anyone, rateLimit: 'feedback' },
      errors: [404, 410],
      description: 'The photo of a shared story, inline. 404 when the story has none.',
    }),
    handler: async (request, reply) => {
      const photo = await publicShares.photo(request.params.token);
      return sendStream(reply, photo.stream, { 'Content-Type': photo.mimeType, 'Content-Length': String(photo.size), 'Content-Disposition': 'inline' });
    },
  });

  app.route({
    ...declaredRoute(app, publicShareSchemas.publicSharePdf, {
      config: { access: anyone, rateLimit: 'feedback' },
      errors: [404, 410],
      description: 'The shared portfolio as `application/pdf`, streamed; counted as an open. A shared story has no PDF (404).',
    }),
    handler: async (request, reply) => {
      const write = await publicShares.pdf(request.params.token);
      const output = new PassThrough();
      // Headers are out once the first byte is: a failing renderer can only break the stream off.
      write(output).catch((error: unknown) => {
        log.error({ err: error }, 'shared portfolio PDF could not be written');
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return sendStream(reply, output, { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="portfolio.pdf"' });
    },
  });
};
