import type { ZodType } from 'zod';
import { pathTo, type Endpoint, type HttpMethod, type PathParamNames, type PathParams, type QueryValues } from '@berufswahl/contracts/shared/endpoint';
import { apiRequest } from './api-client';

type HasNoParams<P extends string> = [PathParamNames<P>] extends [never] ? true : false;

export type CallOptions<P extends string, T> = {
  query?: QueryValues;
  /** Sent as JSON; FormData is sent as multipart as it is. */
  body?: unknown;
  /** Validates the answer; without it the answer is returned unchecked (typed by the caller's return type). */
  schema?: ZodType<T>;
  signal?: AbortSignal;
} & (HasNoParams<P> extends true ? { params?: undefined } : { params: PathParams<P> });

/**
 * Calls a declared endpoint (decision 225) with {@link apiRequest}: the method and path come from
 * the declaration in `@berufswahl/contracts/<module>/endpoints`, the placeholders from `params`
 * (encoded). Options are required exactly when the path has placeholders.
 */
export function callEndpoint<P extends string, T = unknown>(
  endpoint: Endpoint<HttpMethod, P>,
  ...[options]: HasNoParams<P> extends true ? [CallOptions<P, T>?] : [CallOptions<P, T>]
): Promise<T> {
  const { params, query, body, schema, signal } = options ?? {};
  // Without placeholders `params` is undefined; pathTo then only appends the query.
  const path = pathTo(endpoint, (params ?? {}) as PathParams<P>, query);
  return apiRequest<T>(path, { method: endpoint.method, body, schema, signal });
}
