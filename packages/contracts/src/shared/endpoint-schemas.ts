// The zod schemas that check a declared endpoint at run time (decision 227), bound to its
// declaration in `<module>/endpoints/<resource>.schemas.ts`. The server registers its routes from
// these bindings; the client never imports them (zod stays off its first screen, decision 007).
import type { z } from 'zod';
import type { AnswerOf, BodyOf, Endpoint, HttpMethod, PathParamNames, QueryOf, ShapeOf } from './endpoint';

/** The status a successful call answers with. 204 has no body. */
export type SuccessStatus = 200 | 201 | 204;

export interface EndpointSchemaSet {
  /** The path's placeholders; without it they are plain strings. */
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body. Left out for an upload: the route reads its multipart stream itself. */
  readonly body?: z.ZodType;
  /** The answer of the success status; left out for 204. */
  readonly answer?: z.ZodType;
}

export interface BoundEndpoint<
  E extends Endpoint = Endpoint,
  S extends EndpointSchemaSet = EndpointSchemaSet,
  Status extends SuccessStatus = SuccessStatus,
> {
  readonly endpoint: E;
  readonly schemas: S;
  /** The success statuses, each with the answer schema (e.g. 201 for a new pin, 200 for the same one again). */
  readonly statuses: readonly Status[];
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Mismatch<What extends string> = { readonly mismatch: What };

/** The answer schema gives exactly the declared answer; an endpoint declared without one has none. */
type AnswerRule<E, S extends EndpointSchemaSet> = ShapeOf<E> extends { readonly answer: unknown }
  ? S extends { readonly answer: z.ZodType }
    ? Same<z.output<S['answer']>, AnswerOf<E>> extends true
      ? unknown
      : Mismatch<'the answer schema does not give the declared answer'>
    : Mismatch<'the declaration has an answer: give its schema'>
  : S extends { readonly answer: z.ZodType }
    ? Mismatch<'the declaration has no answer'>
    : unknown;

/** Whatever the client may send as the declared JSON body, the schema accepts. */
type BodyRule<Declared, Schema> = Schema extends z.ZodType
  ? [Declared] extends [never]
    ? Mismatch<'the declaration has no body'>
    : [Exclude<Declared, FormData>] extends [z.input<Schema>]
      ? unknown
      : Mismatch<'the body schema does not accept the declared body'>
  : unknown;

/**
 * The query schema reads every parameter the client may send. Only the names are compared: on the
 * wire every value is text, which the schema parses (`?days=30` is declared as the number 30).
 */
type QueryRule<Declared, Schema> = Schema extends z.ZodType
  ? [Declared] extends [never]
    ? Mismatch<'the declaration has no query'>
    : [keyof Declared] extends [keyof z.input<Schema>]
      ? unknown
      : Mismatch<'the query schema does not read every declared parameter'>
  : [Declared] extends [never]
    ? unknown
    : Mismatch<'the declaration has a query: give its schema'>;

/** The params schema names exactly the path's placeholders. */
type ParamsRule<E, S extends EndpointSchemaSet> = S extends { readonly params: z.ZodType }
  ? E extends Endpoint<HttpMethod, infer P>
    ? Same<keyof z.output<S['params']>, PathParamNames<P>> extends true
      ? unknown
      : Mismatch<'the params schema does not name the path placeholders'>
    : unknown
  : unknown;

type Conforms<E, S extends EndpointSchemaSet> = AnswerRule<E, S> &
  QueryRule<QueryOf<E>, S['query']> &
  BodyRule<BodyOf<E>, S['body']> &
  ParamsRule<E, S>;

/**
 * Binds the zod schemas to an endpoint's declaration. The types must agree: the answer schema gives
 * the declared answer, the query and body schemas accept what the client may send, the params
 * schema names the path's placeholders – a mismatch is a type error naming what is wrong.
 */
export function bindSchemas<const E extends Endpoint, const S extends EndpointSchemaSet, const Status extends SuccessStatus = 200>(
  endpoint: E,
  schemas: S & Conforms<E, S>,
  status: Status | readonly [Status, ...Status[]] = 200 as Status,
): BoundEndpoint<E, S, Status> {
  const statuses: readonly Status[] = typeof status === 'number' ? [status] : status;
  return { endpoint, schemas, statuses };
}
