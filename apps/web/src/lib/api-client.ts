import type { ZodType } from 'zod';
import { ApiError } from './api-error';
import { readCookie } from './cookies';
import { getFreshToken } from './keycloak';
import { getIsStartedOffline } from './offline/offline-stand';

export { ApiError, formatStoreError, isApiError } from './api-error';

/** The interface language is fixed to German (spec 2); the API answers messages in it. */
const LOCALE = 'de';
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: Method;
  /** Sent as JSON; FormData is sent as multipart as it is. */
  body?: unknown;
  /** Validates the answer; without it the answer is returned unchecked. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
  /** Extra request headers (the offline queue's Idempotency-Key). */
  headers?: Readonly<Record<string, string>>;
}

/**
 * The one way this client talks to the API (spec 7): bearer token refreshed when within 10 s of
 * expiry, `Accept-Language: de`, JSON, the XSRF cookie echoed as header, no timeout, and an
 * {@link ApiError} for every status outside 200–299.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  const headers = new Headers({ ...options.headers, Accept: 'application/json', 'Accept-Language': LOCALE });

  const token = await getFreshToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const xsrfToken = readCookie(document.cookie, XSRF_COOKIE);
  if (xsrfToken) headers.set(XSRF_HEADER, xsrfToken);

  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body);
  }

  let response: Response;
  try {
    // Started offline (decision 239): there is no session, so nothing goes out until the reload
    // that signs in – an answer without a token would only be a 401 the screens cannot explain.
    if (getIsStartedOffline()) throw new TypeError('Started offline: no session until the next reload');
    response = await fetch(path, {
      method,
      headers,
      body: requestBody,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    // Offline or the server out of reach: an answer kept for offline reading stands in (decision 239).
    const copy = method === 'GET' && !signal?.aborted ? await readOfflineCopyOf(path) : undefined;
    if (!copy) throw error;
    return schema ? schema.parse(copy.data) : (copy.data as T);
  }

  const data = await readBody(response);
  if (response.status < 200 || response.status > 299) {
    throw new ApiError(response.status, response.statusText, data);
  }
  if (method === 'GET') keepOfflineCopyOf(path, data);
  return schema ? schema.parse(data) : (data as T);
}

/** The offline copy's code loads with the first answer, never with the first screen. */
const loadOfflineCopy = () => import('./offline/offline-copy');

function keepOfflineCopyOf(path: string, data: unknown): void {
  loadOfflineCopy()
    .then((offlineCopy) => offlineCopy.keepOfflineCopy(path, data))
    .catch((error: unknown) => console.warn('Offline copy not kept', error));
}

async function readOfflineCopyOf(path: string): Promise<{ data: unknown } | undefined> {
  try {
    return await (await loadOfflineCopy()).readOfflineCopy(path);
  } catch {
    return undefined;
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const contentType = response.headers.get('Content-Type') ?? '';
  if (contentType.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}
