import type { Role } from '@berufswahl/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/errors';
import type { TokenVerifier } from './tokens';

/**
 * Whose data a route serves – the tenancy half of a route's declaration (ASVS V8.4.1):
 * - `none`: nobody's – catalogues and constants every allowed caller sees alike;
 * - `own`: the caller's own account only (`/users/me…`); nobody can name another account;
 * - `school`: the route names a resource of one school; a caller from another school (a Land
 *   admin: another Land) gets 404, system-wide roles see every school;
 * - `client`: the route names a resource of one Land; a caller of another Land gets 404.
 * The service enforces it with the caller's rows (`tenancy.policy.ts`); the route matrix test
 * (`src/test/route-matrix.test.ts`) checks every route against its declaration.
 */
export type Tenancy = 'none' | 'own' | 'school' | 'client';

/**
 * Who may call a route. Every `/api` route declares one in `config.access`; a route without a
 * declaration makes start-up fail. Tenancy (own school, own client) is checked by the service
 * with the caller's rows from the database and answers 404 for foreign data.
 */
export type AccessRule = (
  | { kind: 'public' }
  /** Any signed-in account whose active role is listed. */
  | { kind: 'roles'; roles: readonly Role[] }
  /** Any signed-in account, deactivated ones included (own profile routes). */
  | { kind: 'signed-in' }
) & { tenancy?: Tenancy };

/** A rule that may still name its tenancy: `access.roles('LEHRER').in('school')`. */
export type AccessRuleBuilder = AccessRule & { in: (tenancy: Tenancy) => AccessRule };

function builder(rule: AccessRule): AccessRuleBuilder {
  return { ...rule, in: (tenancy: Tenancy): AccessRule => ({ ...rule, tenancy }) };
}

export const access = {
  public: (): AccessRuleBuilder => builder({ kind: 'public' }),
  signedIn: (): AccessRuleBuilder => builder({ kind: 'signed-in' }),
  roles: (...roles: Role[]): AccessRuleBuilder => builder({ kind: 'roles', roles }),
};

/** One API route as the router holds it, with its declaration (see `app.apiRoutes`). */
export type DeclaredRoute = {
  method: string;
  url: string;
  access: AccessRule;
  rateLimit?: string;
  /** Registered from its declaration and schemas in the contracts (decision 227). */
  fromDeclaration: boolean;
};

/** The caller as the database knows it, loaded once per request. */
export type Caller = {
  uuid: string;
  clientUuid: string;
  schoolUuid: string | null;
  roles: string[];
  activeRole: string;
  /**
   * The account's Leichte-Sprache setting, read with the same row (no extra query): the server
   * words its messages to a student in Leichte Sprache when it is on (decision 234).
   */
  simpleLanguage: boolean;
};

export type CallerLoader = (subject: string) => Promise<Caller | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** Every `/api` route with its access declaration, in registration order (for tests and docs). */
    apiRoutes: DeclaredRoute[];
  }
}

/** Reads the signed-in caller set by the access hook; only for routes that require sign-in. */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new ApiError('UNAUTHENTICATED');
  return request.caller;
}

function readBearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9\-_.]+)$/.exec(header);
  return match?.[1] ?? null;
}

/**
 * The one guard: enforces each route's declared access rule. The API authenticates by the
 * bearer header only – never by a cookie – so cross-site requests carry no credentials.
 */
export const accessControl = fp(
  async (app: FastifyInstance, options: { verifyToken: TokenVerifier; loadCaller: CallerLoader; prefix: string }) => {
    app.decorateRequest('caller', null);
    const apiRoutes: DeclaredRoute[] = [];
    app.decorate('apiRoutes', apiRoutes);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(options.prefix)) return;
      const rule = route.config?.access;
      if (!rule) {
        throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule (config.access).`);
      }
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        // Fastify adds a HEAD route for every GET: the same handler under the same rule.
        if (method === 'HEAD') continue;
        apiRoutes.push({
          method,
          url: route.url,
          access: rule,
          rateLimit: route.config?.rateLimit,
          fromDeclaration: route.config?.declaredEndpoint !== undefined,
        });
      }
    });

    app.addHook('onRequest', async (request) => {
      const rule = request.routeOptions.config.access;
      if (!rule || rule.kind === 'public') return;
      const token = readBearer(request);
      if (!token) throw new ApiError('UNAUTHENTICATED');
      const verified = await options.verifyToken(token);
      if (!verified) throw new ApiError('UNAUTHENTICATED');
      const caller = await options.loadCaller(verified.subject);
      if (!caller) throw new ApiError('UNAUTHENTICATED');
      request.caller = caller;
      if (rule.kind === 'roles' && !isAllowed(caller.activeRole, rule.roles)) {
        throw new ApiError('FORBIDDEN');
      }
    });
  },
  { name: 'access-control' },
);

function isAllowed(activeRole: string, roles: readonly Role[]): boolean {
  if (roles.includes(activeRole as Role)) return true;
  // ADMIN is the spec's alias of SUPER_ADMIN.
  return activeRole === 'ADMIN' && roles.includes('SUPER_ADMIN');
}
