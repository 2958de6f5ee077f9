import { isErrorBody, type ErrorBodyShape as ErrorBody } from '@berufswahl/contracts/shared/error-codes';
import de from '../locales/de.json';

/**
 * Reason phrases for when a response carries no status text (HTTP/2 never does). These are protocol
 * words, not interface texts, so they stay English like the status text a server would send.
 */
const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  507: 'Insufficient Storage',
};

/** An API answer outside 200–299. `body` is the parsed JSON (usually {@link ErrorBody}) or the text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;

  constructor(status: number, statusText: string, body: unknown) {
    const text = statusText || REASON_PHRASES[status] || '';
    super(`${status} ${text}`.trim());
    this.status = status;
    this.statusText = text;
    this.body = body;
  }

  /** The server's `{ code, message, fields? }` when the body has that shape. */
  get errorBody(): ErrorBody | undefined {
    return isErrorBody(this.body) ? this.body : undefined;
  }

  get code(): ErrorBody['code'] | undefined {
    return this.errorBody?.code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function describeBody(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  if (isErrorBody(body)) return body.message;
  try {
    return JSON.stringify(body);
  } catch {
    return '';
  }
}

/**
 * Formats a failed store/API call as spec 8 shows it: `status - statusText: data`,
 * or "Unbekannter Fehler" for anything that is not an answer of the API.
 */
export function formatStoreError(error: unknown): string {
  if (!isApiError(error)) return de.errors.unknown;
  const data = describeBody(error.body);
  const head = `${error.status} - ${error.statusText}`;
  return data ? `${head}: ${data}` : head;
}
