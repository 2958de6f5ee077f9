import type { FastifyRequest } from 'fastify';

/**
 * The public API (`/api/public/v1`) is authorised by a token in the path – a feedback link's
 * (decision 230), a calendar feed's (decision 238) – so its request lines keep only the resource:
 * `/api/public/v1/feedback/…`, `/api/public/v1/calendar/…`.
 */
const PUBLIC_TOKEN_PATH = /^(\/api\/public\/v1\/[^/?#]+)\/[^?#]*/;

/** A request's URL as the log may hold it: without the public API's tokens and without a query. */
export function loggableUrl(url: string): string {
  const redacted = url.replace(PUBLIC_TOKEN_PATH, '$1/…');
  return redacted === url ? url : redacted.split('?')[0] ?? redacted;
}

/** Fastify's own request serializer with the URL made loggable. */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
