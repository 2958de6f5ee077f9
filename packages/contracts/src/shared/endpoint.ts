// One declaration per endpoint (issue 15, decision 225): method and full path, written once here
// and used by the server to register the route and by the client to call it. This file and the
// `<module>/endpoints.ts` files import no zod, so the client's first screen may use them
// (decision 007); the schemas of an endpoint stay with the module's contracts.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  /** The full path as the browser calls it, with Fastify's `:name` placeholders. */
  readonly path: P;
}

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
 * The route as a module registers it under its prefix (`/api/bo/v1`): Fastify adds the prefix, so
 * the declaration's path is given without it. Throws when the endpoint belongs to another module.
 */
export function routeOf<M extends HttpMethod>(endpoint: Endpoint<M>, prefix: string): { method: M; url: string } {
  if (!endpoint.path.startsWith(`${prefix}/`)) throw new Error(`${endpoint.method} ${endpoint.path} liegt nicht unter ${prefix}`);
  return { method: endpoint.method, url: endpoint.path.slice(prefix.length) };
}
