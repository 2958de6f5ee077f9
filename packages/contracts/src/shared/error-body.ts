// Kept free of zod and of the messages: the client's start-up reads error bodies on the first
// screen (decisions 007, 008), while the German messages of error-codes.ts load with later screens.

/** Error codes the API answers with. The client may branch on them; the message is for people. */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'ROLE_NOT_HELD',
  'RATE_LIMITED',
  'USER_STORAGE_FULL',
  'CONFLICT',
  'FILE_ATTACHED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'SERVER_STORAGE_FULL',
  'LINK_GONE',
  'IDEMPOTENCY_KEY_REUSED',
  'REQUEST_IN_PROGRESS',
  'ANSWER_CHANGED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The shape of every API error body (the zod schema is `errorBodySchema`). */
export type ErrorBodyShape = {
  code: ErrorCode;
  message: string;
  fields?: { field: string; message: string }[];
  request_id?: string;
  /** With a 409 about a changed record (ANSWER_CHANGED): the server's current version of it. */
  current?: unknown;
};

/** Whether a parsed response body is the API's error body. */
export function isErrorBody(body: unknown): body is ErrorBodyShape {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return (
    typeof candidate.code === 'string' &&
    (ERROR_CODES as readonly string[]).includes(candidate.code) &&
    typeof candidate.message === 'string'
  );
}
