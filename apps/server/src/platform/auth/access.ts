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
) & {
  tenancy?: Tenancy;
  /**
   * The route's own query reads the caller's row (decision 253): the guard checks the token only,
   * and the route admits the caller (`joinedCaller`) before it answers anything else.
   */
  callerJoined?: true;
};

/**
 * A rule with its tenancy; an `own` route that reads only the caller's own data may join the
 * caller's row into its query: `access.roles('SCHUELER').in('own').withCallerJoined()`.
 */
export type TenancyRule = AccessRule & { withCallerJoined: () => AccessRule };

/** A rule that may still name its tenancy: `access.roles('LEHRER').in('school')`. */
export type AccessRuleBuilder = AccessRule & { in: (tenancy: Tenancy) => TenancyRule };

function builder(rule: AccessRule): AccessRuleBuilder {
  return {
    ...rule,
    in: (tenancy: Tenancy): TenancyRule => ({ ...rule, tenancy, withCallerJoined: (): AccessRule => ({ ...rule, tenancy, callerJoined: true }) }),
  };
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

/**
 * The columns of the caller's `users` row that make a `Caller` (see `callerColumns`): the same
 * fields, but `activeRole` as stored – `callerOfRow` checks it against the roles still held.
 */
export type CallerRow = Caller;

/** The caller as the guard and the routes see it; a role no longer held falls back to the first one held. */
export function callerOfRow(row: CallerRow): Caller {
  return {
    uuid: row.uuid,
    clientUuid: row.clientUuid,
    schoolUuid: row.schoolUuid,
    roles: row.roles,
    activeRole: row.roles.includes(row.activeRole) ? row.activeRole : (row.roles[0] ?? 'DEACTIVATED'),
    simpleLanguage: row.simpleLanguage,
  };
}

/**
 * A route with `callerJoined` (decision 253): the subject of the checked token, for the route's
 * query to find the caller's row by, and `admit`, which takes what that query found and the way to
 * the caller's row in it, and hands back the caller with the found data – 401 when the query found
 * nothing (an account deleted since the token was issued), 403 when the active role is not
 * allowed – exactly as the guard would have answered before the route ran.
 */
export type JoinedCaller = {
  subject: string;
  admit: <Found>(found: Found | undefined, callerRowOf: (found: Found) => CallerRow) => { caller: Caller; found: Found };
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    caller: Caller | null;
    /** The checked token's subject on a route with `callerJoined`, until the route admits the caller. */
    callerSubject: string | null;
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

/** The subject and the admission of a route with `callerJoined` (see `JoinedCaller`). */
export function joinedCaller(request: FastifyRequest): JoinedCaller {
  const subject = request.callerSubject;
  if (!subject) throw new ApiError('UNAUTHENTICATED');
  return {
    subject,
    admit: (found, callerRowOf) => {
      if (found === undefined) throw new ApiError('UNAUTHENTICATED');
      return { caller: admitCaller(request, callerOfRow(callerRowOf(found))), found };
    },
  };
}

/**
 * The guard's admission, the same for every way the caller is read: 401 without an account, the
 * caller set on the request, 403 for an active role the route's rule does not list.
 */
function admitCaller(request: FastifyRequest, caller: Caller | null): Caller {
  if (!caller) throw new ApiError('UNAUTHENTICATED');
  // Set before the role check: the 403's words follow the caller's role (decision 234).
  request.caller = caller;
  const rule = request.routeOptions.config.access;
  if (rule?.kind === 'roles' && !isAllowed(caller.activeRole, rule.roles)) throw new ApiError('FORBIDDEN');
  return caller;
}

/**
 * A joined caller is safe only where nothing runs before the route's query that needs the caller
 * (rate limits and idempotency count per caller in hooks) and where that query reads nothing but the
 * caller's own data (tenancy `own`): a caller turned away by `admit` has then seen nothing.
 */
function checkJoinedCaller(method: string, url: string, rule: AccessRule, rateLimit: string | undefined): void {
  if (!rule.callerJoined) return;
  const problem =
    rule.kind === 'public'
      ? 'a public route has no caller'
      : rule.tenancy !== 'own'
        ? 'only a route of the caller\'s own data (tenancy own) may join the caller'
        : method !== 'GET'
          ? 'only a GET route may join the caller'
          : rateLimit !== undefined
            ? 'a rate-limited route counts per caller before its handler'
            : null;
  if (problem) throw new Error(`Route ${method} ${url} joins the caller, but ${problem} (decision 253).`);
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
    app.decorateRequest('callerSubject', null);
    const apiRoutes: DeclaredRoute[] = [];
    app.decorate('apiRoutes', apiRoutes);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(options.prefix)) return;
      const rule = route.config?.access;
      if (!rule) {
        throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule (config.access).`);
      }
      if (rule.callerJoined) {
        // Its handler reads the caller; a request it does not reach is answered by `answerUnreachedJoinedRoute`.
        route.attachValidation = true;
        route.preHandler = [...(route.preHandler === undefined ? [] : [route.preHandler].flat()), answerUnreachedJoinedRoute];
      }
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        // Fastify adds a HEAD route for every GET: the same handler under the same rule.
        if (method === 'HEAD') continue;
        checkJoinedCaller(method, route.url, rule, route.config?.rateLimit);
        apiRoutes.push({
          method,
          url: route.url,
          access: rule,
          rateLimit: route.config?.rateLimit,
          fromDeclaration: route.config?.declaredEndpoint !== undefined,
        });
      }
    });

    /**
     * A request to a joined route (decision 253) whose query or parameters are invalid never reaches
     * the route's query, which would have read the caller: the caller is read here – only then – so
     * that the answer is the guard's as before, in its order: 401 without an account, 403 for a role
     * not allowed, else the 400 in the caller's form of address (decisions 234, 259).
     */
    async function answerUnreachedJoinedRoute(request: FastifyRequest): Promise<void> {
      const subject = request.callerSubject;
      if (!subject || !request.validationError) return;
      admitCaller(request, await options.loadCaller(subject));
      throw request.validationError;
    }

    app.addHook('onRequest', async (request) => {
      const rule = request.routeOptions.config.access;
      if (!rule || rule.kind === 'public') return;
      const token = readBearer(request);
      if (!token) throw new ApiError('UNAUTHENTICATED');
      const verified = await options.verifyToken(token);
      if (!verified) throw new ApiError('UNAUTHENTICATED');
      if (rule.callerJoined) {
        // The route's query reads the caller's row by the subject and admits it (`joinedCaller`).
        request.callerSubject = verified.subject;
        return;
      }
      admitCaller(request, await options.loadCaller(verified.subject));
    });
  },
  { name: 'access-control' },
);

function isAllowed(activeRole: string, roles: readonly Role[]): boolean {
  if (roles.includes(activeRole as Role)) return true;
  // ADMIN is the spec's alias of SUPER_ADMIN.
  return activeRole === 'ADMIN' && roles.includes('SUPER_ADMIN');
}
