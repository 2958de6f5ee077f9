import type { ZodType } from 'zod';
import {
  pathTo,
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  type PathParamNames,
  type PathParams,
  type QueryOf,
  type QueryValues,
} from '@berufswahl/contracts/shared/endpoint';
import { apiRequest } from './api-client';

type PathOf<E> = E extends Endpoint<infer _M, infer P> ? P : string;
type IsNever<T> = [T] extends [never] ? true : false;

type ParamsOption<E> = IsNever<PathParamNames<PathOf<E>>> extends true ? { params?: undefined } : { params: PathParams<PathOf<E>> };
type QueryOption<E> = IsNever<QueryOf<E>> extends true ? { query?: undefined } : { query?: QueryOf<E> & QueryValues };
type BodyOption<E> = IsNever<BodyOf<E>> extends true ? { body?: undefined } : { body: BodyOf<E> };

export type CallOptions<E extends Endpoint> = ParamsOption<E> &
  QueryOption<E> &
  BodyOption<E> & {
    /** Checks the answer at run time (screens that load zod anyway); the type comes from the declaration. */
    schema?: ZodType<AnswerOf<E>>;
    signal?: AbortSignal;
    headers?: Readonly<Record<string, string>>;
  };

/** Options are required exactly when the endpoint has placeholders or takes a body. */
type CallArguments<E extends Endpoint> =
  IsNever<PathParamNames<PathOf<E>>> extends true
    ? IsNever<BodyOf<E>> extends true
      ? [options?: CallOptions<E>]
      : [options: CallOptions<E>]
    : [options: CallOptions<E>];

/**
 * Calls a declared endpoint (decisions 225, 227) with {@link apiRequest}: the method and path come
 * from the declaration in `@berufswahl/contracts/<module>/endpoints/<resource>`, the placeholders
 * from `params` (encoded), and the query, body and answer are typed by the declaration.
 */
export function callEndpoint<const E extends Endpoint>(endpoint: E, ...[options]: CallArguments<E>): Promise<AnswerOf<E>> {
  const { params, query, body, schema, signal, headers } = (options ?? {}) as {
    params?: Readonly<Record<string, string>>;
    query?: QueryValues;
    body?: unknown;
    schema?: ZodType<unknown>;
    signal?: AbortSignal;
    headers?: Readonly<Record<string, string>>;
  };
  // Without placeholders `params` is undefined; pathTo then only appends the query.
  const path = pathTo(endpoint as Endpoint, (params ?? {}) as PathParams<string>, query);
  return apiRequest(path, { method: endpoint.method, body, schema, signal, headers }) as Promise<AnswerOf<E>>;
}
