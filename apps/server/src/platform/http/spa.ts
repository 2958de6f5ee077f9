import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, FEEDBACK_PAGE_PATH, SHARE_PAGE_PATH } from '@berufswahl/contracts';

const API_LIKE_PREFIXES = ['/api/', '/realms/', '/config/'];

/**
 * The public pages behind a link – feedback (issue 16) and share links (issue 18) – also under the
 * language segments of the client's routes.
 */
const FEEDBACK_PAGE_PREFIXES = ['', '/de', '/de_DE'].flatMap((segment) => [`${segment}${FEEDBACK_PAGE_PATH}/`, `${segment}${SHARE_PAGE_PATH}/`]);

/**
 * The page's address carries the link's token: search engines must not list it, and the token must
 * not leave in a Referer header (the page loads nothing foreign, but a link a person follows would).
 */
function isFeedbackPage(pathname: string): boolean {
  return FEEDBACK_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * A Range request gets the file itself, never its compressed copy (decision 241): a range counts in
 * the bytes of what is sent, and a client resuming a download expects the same bytes as before,
 * whatever it accepted the first time. Browsers ask for ranges of media, not of scripts, so nothing
 * is lost.
 */
function sendIdentityForRanges(request: FastifyRequest): void {
  if (request.headers.range !== undefined) delete request.headers['accept-encoding'];
}

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated, and
 * `index.html` for any other GET path so that the client's router (history mode) takes over.
 * The build's precompressed copies (`.br`, `.gz`, scripts/precompress-assets.mjs) go to a client that
 * accepts them; without a copy, the file itself.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    app.addHook('onRequest', async (request) => sendIdentityForRanges(request));
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The copies are sent in place of their file, not as files of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      // Our own Cache-Control per file type; the plugin's default (max-age=0) would replace it.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The answer depends on Accept-Encoding whether or not a copy was sent: caches must keep them apart.
        response.setHeader('Vary', 'Accept-Encoding');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'client build missing: run `npm run build`');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApiLike = API_LIKE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
    if (isApiLike || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: ERROR_MESSAGES.NOT_FOUND, request_id: request.id });
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Die Oberfläche ist noch nicht gebaut. Bitte starten Sie die App mit "npm start".');
    }
    reply.header('Cache-Control', 'no-cache');
    if (isFeedbackPage(pathname)) {
      reply.header('X-Robots-Tag', 'noindex, nofollow');
      reply.header('Referrer-Policy', 'no-referrer');
    }
    return reply.sendFile('index.html');
  });
}
