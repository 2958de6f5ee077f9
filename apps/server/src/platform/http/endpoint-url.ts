import { routeOf, type Endpoint } from '@berufswahl/contracts/shared/endpoint';

/**
 * The URL a route file registers a declared endpoint under (decision 225): the declaration holds
 * the full path, Fastify adds the module's prefix (app.ts mounts each module under
 * `/api/<module>/v1`), so the prefix comes off here. The method stays at the registration
 * (`app.get` …); test/endpoint-declarations.test.ts checks both against the declarations.
 */
export function urlOf(app: { prefix: string }, endpoint: Endpoint): string {
  return routeOf(endpoint, app.prefix).url;
}
