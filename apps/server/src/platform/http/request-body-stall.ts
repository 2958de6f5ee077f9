import type { EventEmitter } from 'node:events';
import { type Readable, Transform } from 'node:stream';
import { REQUEST_MESSAGES } from '@berufswahl/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

export type SilenceWatch = {
  /** How long the body may bring no byte while its reader waits for it. */
  silenceMs: number;
  /** Emits `close` once the answer is sent or the connection is gone: nothing is waited for any more. */
  answer: EventEmitter;
  /** The error the reader gets when the body stood still. */
  onSilence: () => Error;
};

/**
 * The request body as a stream that fails with `onSilence()` once `body` brings no byte for
 * `silenceMs` while its reader is waiting for it (decision 170). Only silence counts: every chunk,
 * however slowly they come, starts the clock again. Bytes waiting unread in a buffer mean the
 * server is behind, not the client, so they start it again too. The clock stops for good when the
 * body is complete, breaks off or the answer has gone out – a handler that works longer than the
 * limit after the body arrived is never cut.
 */
export function watchBodyForSilence(body: Readable, { silenceMs, answer, onSilence }: SilenceWatch): Readable {
  const watched = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      clock.refresh();
      done(null, chunk);
    },
  });
  const isServerBehind = () => body.readableLength > 0 || watched.writableLength > 0 || watched.readableLength > 0;
  const clock = setTimeout(() => {
    if (isServerBehind()) {
      clock.refresh();
      return;
    }
    stop();
    body.unpipe(watched);
    watched.destroy(onSilence());
  }, silenceMs);
  // A body still waited for must not keep a stopping process alive.
  clock.unref();
  // A client that goes away mid-body: the reader learns of it as it would from the request itself.
  const forwardError = (error: Error) => watched.destroy(error);
  const stop = () => {
    clearTimeout(clock);
    body.removeListener('error', forwardError);
  };
  body.on('error', forwardError);
  body.once('end', stop);
  body.once('close', stop);
  watched.once('close', stop);
  answer.once('close', stop);
  // The reader stops listening once it has answered (a body over the size limit); an error after
  // that has no one left to tell, and unheard it would end the process.
  watched.on('error', () => undefined);
  body.pipe(watched);
  return watched;
}

/** Whether the request says a body follows (Fastify's own test: no body, no parsing). */
function announcesBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Multipart bodies are left alone: the upload receiver reads them from the request itself and
 * watches them with its own clock (decision 167); the multipart parser leaves them unread until
 * then, and any other multipart type is refused unread (415).
 */
function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').trimStart().toLowerCase().startsWith('multipart/');
}

/**
 * Breaks off every other request body (JSON, text, forms – whatever Fastify's parsers read) that
 * brings no byte for `stallSeconds`: 400 with `REQUEST_MESSAGES.bodyStalled` and `Connection:
 * close`, and the handler never runs (decision 170). Register before any other `preParsing` hook.
 */
export function registerRequestBodyStallLimit(app: FastifyInstance, stallSeconds: number): void {
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!announcesBody(request) || isMultipart(request)) return payload;
    return watchBodyForSilence(payload, {
      silenceMs: stallSeconds * 1000,
      answer: reply.raw,
      onSilence: () => {
        request.log.warn({ stallSeconds }, 'request body stood still: broken off');
        // The rest of the body will never be read, so the connection cannot carry another request.
        return new ApiError('VALIDATION_FAILED', REQUEST_MESSAGES.bodyStalled, undefined, { closesConnection: true });
      },
    });
  });
}
