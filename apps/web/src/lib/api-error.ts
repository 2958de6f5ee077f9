import { isErrorBody, type ErrorBodyShape as ErrorBody } from '@berufswahl/contracts/shared/error-body';
import de from '../locales/de.json';

/**
 * German words for the HTTP status, shown in spec 8's error format ("403 - Keine Berechtigung: …").
 * The server's own status text is the protocol's English ("Forbidden") and is never shown.
 */
const STATUS_TEXTS: Record<number, string> = {
  400: 'Ungültige Anfrage',
  401: 'Nicht angemeldet',
  403: 'Keine Berechtigung',
  404: 'Nicht gefunden',
  408: 'Zeitüberschreitung',
  409: 'Konflikt',
  413: 'Zu groß',
  415: 'Nicht unterstützter Dateityp',
  422: 'Nicht verarbeitbar',
  429: 'Zu viele Anfragen',
  500: 'Serverfehler',
  502: 'Server nicht erreichbar',
  503: 'Dienst nicht verfügbar',
  504: 'Zeitüberschreitung',
  507: 'Speicher voll',
};

/** The German word for a status; a status without its own word gets the one of its class. */
export function germanStatusText(status: number): string {
  return STATUS_TEXTS[status] ?? (status >= 500 ? 'Serverfehler' : 'Fehler');
}

/** An API answer outside 200–299. `body` is the parsed JSON (usually {@link ErrorBody}) or the text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;

  /** `statusText` is the response's (English) reason phrase; the error keeps the German one. */
  constructor(status: number, _statusText: string, body: unknown) {
    const text = germanStatusText(status);
    super(`${status} ${text}`);
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
