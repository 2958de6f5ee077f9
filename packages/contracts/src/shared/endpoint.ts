// One declaration per endpoint (issue 15, decisions 225 and 227): method, full path and – as types –
// query, body and answer, written once here and used by the server to register the route and by
// the client to call it. This file and the `<module>/endpoints/<resource>.ts` files import no zod
// at run time (only types), so the client's first screen may use them (decision 007); the zod
// schemas that check an endpoint at run time are bound to its declaration in
// `<module>/endpoints/<resource>.schemas.ts` (shared/endpoint-schemas.ts).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What an endpoint takes and gives besides its path, as types: the query, the body (JSON, or
 * `FormData` for an upload) and the answer of its success status. A key left out means the
 * endpoint takes no such thing (no answer: it answers 204 without a body).
 */
export interface EndpointShape {
  readonly query?: unknown;
  readonly body?: unknown;
  readonly answer?: unknown;
}

/** Carries an endpoint's shape in its type only: never set at run time, so it costs no byte. */
declare const shapeOfEndpoint: unique symbol;

export interface Endpoint<M extends HttpMethod = HttpMethod, P extends string = string, S extends EndpointShape = EndpointShape> {
  readonly method: M;
  /** The full path as the browser calls it, with Fastify's `:name` placeholders. */
  readonly path: P;
  readonly [shapeOfEndpoint]?: S;
}

/**
 * Declares an endpoint: `endpoint<{ query: StoriesQuery; answer: StoryList }>()('GET', '/api/bo/v1/artefacts/stories')`.
 * The shape is given first and the method and path are inferred, hence the two calls.
 */
export function endpoint<const S extends EndpointShape = Record<never, never>>() {
  return <const M extends HttpMethod, const P extends string>(method: M, path: P): Endpoint<M, P, S> => ({ method, path });
}

/** The shape an endpoint was declared with; `never` for a declaration without one. */
export type ShapeOf<E> = E extends { readonly [shapeOfEndpoint]?: infer S extends EndpointShape } ? S : never;
/** The answer of an endpoint's success status; `undefined` for one that answers without a body. */
export type AnswerOf<E> = [ShapeOf<E>] extends [never] ? unknown : ShapeOf<E> extends { readonly answer: infer A } ? A : undefined;
/** The body an endpoint takes; `never` for one that takes none. */
export type BodyOf<E> = [ShapeOf<E>] extends [never] ? never : ShapeOf<E> extends { readonly body: infer B } ? B : never;
/** The query an endpoint takes; `never` for one that takes none. */
export type QueryOf<E> = [ShapeOf<E>] extends [never] ? never : ShapeOf<E> extends { readonly query: infer Q } ? Q : never;

/** The names of a path's `:name` placeholders, e.g. `'storyUuid'` for `/stories/:storyUuid`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a path needs; an endpoint without placeholders needs none. */
export type PathParams<P extends string> = { readonly [Name in PathParamNames<P>]: string };

/** Query values; `undefined` leaves the parameter out. */
export type QueryValues = Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * The endpoint's path with each placeholder filled in (encoded) and the query appended. Kept small:
 * every screen calls through it, the first screen too (decision 008's budget).
 */
export function pathTo<P extends string>(endpoint: Endpoint<HttpMethod, P>, params: PathParams<P>, query: QueryValues = {}): string {
  // The type demands every placeholder's value, so none is missing here.
  const values = params as Readonly<Record<string, string>>;
  const path = endpoint.path.replace(/:(\w+)/g, (_placeholder, name: string) => encodeURIComponent(values[name] ?? ''));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A pattern that matches the endpoint's path (no query) with a UUID in each placeholder: for code
 * that must recognise a request by its declaration, such as the client's offline copy (decision 239).
 */
export function uuidPathPatternOf(endpoint: Endpoint): RegExp {
  const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
  const escaped = endpoint.path.split(/:\w+/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join(uuid)}$`);
}

/**
 * The route as a module registers it under its prefix (`/api/bo/v1`): Fastify adds the prefix, so
 * the declaration's path is given without it. Throws when the endpoint belongs to another module.
 */
export function routeOf<M extends HttpMethod>(endpoint: Endpoint<M>, prefix: string): { method: M; url: string } {
  if (!endpoint.path.startsWith(`${prefix}/`)) throw new Error(`${endpoint.method} ${endpoint.path} liegt nicht unter ${prefix}`);
  return { method: endpoint.method, url: endpoint.path.slice(prefix.length) };
}
