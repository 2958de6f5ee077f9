import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

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

/**
 * One log line per request instead of Fastify's two: the "request completed" line carries the
 * request as well (method, loggable URL, address), and "incoming request" is written at `debug`
 * only. Each line is a synchronous write to stdout – a system call, which cost 5–12 % of the
 * server's time per hot route and 27 % of `/health` on the benchmark machine (docs/performance.md,
 * decision 250). Fastify's own "Route … not found" line wrote the raw URL (a public link's token
 * included): it goes to `debug` with the loggable URL, the completed line says 404 anyway. Error
 * and stream lines stay as Fastify writes them.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug(`Route ${request.method}:${loggableUrl(request.url)} not found`);
  }
}
