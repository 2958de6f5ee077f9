import {
  ERROR_MESSAGES,
  isErrorBody,
  isInformalRole,
  messageFormOf,
  REQUEST_MESSAGES,
  studentVariantOf,
  type ErrorBody,
  type ErrorCode,
} from '@berufswahl/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDiskFullError } from '../storage/disk-full';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailableError,
  isRetryableTransactionError,
  TransactionConflictError,
} from '../db/database-errors';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  VALIDATION_FAILED: 400,
  ROLE_NOT_HELD: 403,
  RATE_LIMITED: 429,
  USER_STORAGE_FULL: 413,
  CONFLICT: 409,
  FILE_ATTACHED: 409,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  SERVER_STORAGE_FULL: 507,
  LINK_GONE: 410,
  IDEMPOTENCY_KEY_REUSED: 422,
  REQUEST_IN_PROGRESS: 409,
  ANSWER_CHANGED: 409,
};

/** How long a client should wait before it tries an upload again after the server's disk was full. */
export const DISK_FULL_RETRY_AFTER_SECONDS = 300;

/** An error that reaches the caller as `{ code, message }` with the code's status. */
export class ApiError extends Error {
  readonly statusCode: number;
  /**
   * Answer with `Connection: close`: the request body will never be read to its end (an upload
   * broken off because it stood still, decision 167), so the connection cannot carry another request.
   */
  readonly closesConnection: boolean;
  /** A 409 about a changed record carries the server's current version, so the client can show both. */
  readonly current: unknown;
  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly fields?: ErrorBody['fields'],
    options: { closesConnection?: boolean; current?: unknown } = {},
  ) {
    super(message);
    this.statusCode = STATUS_BY_CODE[code];
    this.closesConnection = options.closesConnection ?? false;
    this.current = options.current;
  }
}

export const notFound = () => new ApiError('NOT_FOUND');
export const forbidden = () => new ApiError('FORBIDDEN');
export const unauthenticated = () => new ApiError('UNAUTHENTICATED');

/**
 * PostgreSQL's "character not in repertoire" (22021: NUL or a broken byte sequence in text) and
 * "untranslatable character" (22P05): the caller sent text the database cannot hold – bad input,
 * not a server fault (found by the upload fuzzing, decision 057).
 */
const INVALID_TEXT_SQLSTATES = new Set(['22021', '22P05']);

function isInvalidTextError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (INVALID_TEXT_SQLSTATES.has(String((current as { code?: unknown }).code))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The error body as a student reads it: every message with its du variant (CONTENT.md), or with
 * its Leichte-Sprache twin when the student switched the mode on (decision 234). A validation
 * message joins its fields' messages, so it is joined anew from the variants.
 */
export function addressStudent(body: ErrorBody, form: 'du' | 'leicht' = 'du'): ErrorBody {
  const fields = body.fields?.map((field) => ({ ...field, message: studentVariantOf(field.message, form) }));
  const isJoinedFields = body.fields !== undefined && body.message === body.fields.map((field) => field.message).join(' ');
  const message = isJoinedFields && fields ? fields.map((field) => field.message).join(' ') : studentVariantOf(body.message, form);
  return fields ? { ...body, message, fields } : { ...body, message };
}

/**
 * Students get every error body in du – or in Leichte Sprache when their account has it on –
 * whichever part of the server wrote it (this handler, the access guard, the rate limits, a route):
 * one hook on the way out, by the caller's active role and setting, both read with the caller's
 * row (decision 234). Callers not signed in (or not yet known) read Sie.
 */
function registerStudentAddress(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const caller = request.caller;
    const form = messageFormOf(isInformalRole(caller?.activeRole), caller?.simpleLanguage ?? false);
    if (reply.statusCode < 400 || form === 'sie' || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    return isErrorBody(body) ? JSON.stringify(addressStudent(body, form)) : payload;
  });
}

/** Turns every failure into the API's error body; nothing internal leaks to the caller. */
export function registerErrorHandling(app: FastifyInstance): void {
  registerStudentAddress(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      const body: ErrorBody = { code: error.code, message: error.message, request_id: request.id };
      if (error.fields) body.fields = error.fields;
      if (error.current !== undefined) body.current = error.current;
      if (error.code === 'SERVER_STORAGE_FULL') reply.header('Retry-After', String(DISK_FULL_RETRY_AFTER_SECONDS));
      if (error.closesConnection) reply.header('Connection', 'close');
      // A route that knows better (the busy password checks) has set its own wait already.
      if (error.code === 'SERVICE_UNAVAILABLE' && !reply.hasHeader('Retry-After')) reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(error.statusCode).send(body);
    }
    // The server's own disk (or the store behind it) is full: not the caller's fault, and nothing
    // was kept – a clear 507 instead of an unexpected-error 500 (issue 8, disk full).
    if (isDiskFullError(error)) {
      request.log.error({ err: error }, 'disk full');
      return reply
        .status(507)
        .header('Retry-After', String(DISK_FULL_RETRY_AFTER_SECONDS))
        .send({ code: 'SERVER_STORAGE_FULL', message: ERROR_MESSAGES.SERVER_STORAGE_FULL, request_id: request.id });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? ERROR_MESSAGES.VALIDATION_FAILED,
      }));
      const body: ErrorBody = {
        code: 'VALIDATION_FAILED',
        message: fields.map((field) => field.message).join(' '),
        fields,
        request_id: request.id,
      };
      return reply.status(400).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its contract');
      return reply.status(500).send({ code: 'INTERNAL_ERROR', message: ERROR_MESSAGES.INTERNAL_ERROR, request_id: request.id });
    }
    if (isInvalidTextError(error)) {
      return reply.status(400).send({ code: 'VALIDATION_FAILED', message: ERROR_MESSAGES.VALIDATION_FAILED, request_id: request.id });
    }
    // The database is away (restart, failover) or a transaction kept conflicting – after its
    // retries, or in one that may not be re-run: worth repeating in a few seconds, so 503 with
    // Retry-After rather than 500 (decision 035).
    const isConflict = error instanceof TransactionConflictError || isRetryableTransactionError(error);
    if (isConflict || isDatabaseUnavailableError(error)) {
      request.log.warn({ err: error }, isConflict ? 'transaction conflict' : 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.SERVICE_UNAVAILABLE, request_id: request.id });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ code: 'INTERNAL_ERROR', message: ERROR_MESSAGES.INTERNAL_ERROR, request_id: request.id });
    }
    if (status === 429) {
      return reply.status(429).send({ code: 'RATE_LIMITED', message: ERROR_MESSAGES.RATE_LIMITED, request_id: request.id });
    }
    // Fastify's own 4xx (malformed JSON, unsupported media type, too large …).
    return reply.status(status).send({
      code: 'VALIDATION_FAILED',
      message: REQUEST_MESSAGES.notProcessable,
      request_id: request.id,
    });
  });

}
