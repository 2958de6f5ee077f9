import { allEndpoints } from '@berufswahl/contracts/shared/all-endpoints';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test-app';

/**
 * One declaration per endpoint (decision 225): the contracts declare method and path once, the
 * client calls through them and the server registers its routes from them. Here the router's API
 * routes and the declarations must be the same set – a route without a declaration, a declaration
 * without a route (a typo in either) or a route registered twice fails.
 */
const testApp = await createTestApp();
afterAll(() => testApp.close());

/** The product API's routes: the modules' prefixes (app.ts), not the platform's own (`/api/docs`). */
const MODULE_ROUTE = /^\/api\/[a-z]+\/v1\//;
const routeKeys = testApp.app.apiRoutes.filter((route) => MODULE_ROUTE.test(route.url)).map((route) => `${route.method} ${route.url}`);
const declaredKeys = allEndpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);

describe('the endpoint declarations and the server', () => {
  it('registers each declared endpoint exactly once', () => {
    const missingOrTwice = declaredKeys.filter((key) => routeKeys.filter((route) => route === key).length !== 1);
    expect(missingOrTwice).toEqual([]);
  });

  it('registers every route from its declaration and schemas (declaredRoute)', () => {
    const routes = testApp.app.apiRoutes.filter((route) => MODULE_ROUTE.test(route.url));
    expect(routes.filter((route) => !route.fromDeclaration).map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('has no API route without a declaration', () => {
    const declared = new Set(declaredKeys);
    expect(routeKeys.filter((key) => !declared.has(key))).toEqual([]);
  });
});
