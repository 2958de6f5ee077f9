import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { registerAccountRoutes } from './account.routes';
import { createIdpPages } from './idp-pages';
import { IDP_TEXTS } from './idp.texts';
import { loadCookieKeys, loadPublicJwks, loadSigningJwks, toPublicJwk } from './idp-secrets';
import { registerInteractionRoutes } from './interaction.routes';
import { createPasswordCheckGate, type PasswordCheckGate } from '../auth/password-check-gate';
import { createLoginLockout } from './login-lockout';
import { apiResourceIndicator, createOidcProvider, issuerPath } from './oidc-provider';
import { createRateLimitStore } from '../http/rate-limit';
import { createSignInCrowd } from './sign-in-crowd';
import { unwrapRefreshTokensInForm } from './refresh-token-envelope';

export { loadPublicJwks };
export { purgeExpiredOidcPayloads } from './oidc-adapter';

/** oidc-provider reads at most 56 KiB of a form body; a little more is refused before it. */
const FORM_BODY_LIMIT = 64 * 1024;

const assets = {
  css: readFileSync(new URL('./assets/idp.css', import.meta.url), 'utf8'),
  autoSubmit: readFileSync(new URL('./assets/auto-submit.js', import.meta.url), 'utf8'),
};

const PROTOCOL_PATH = '/protocol/openid-connect';
/** Endpoints a browser navigates to (HTML answers); every other protocol endpoint answers JSON. */
const BROWSER_ENDPOINTS = new Set(['/auth', '/logout', '/logout/confirm']);

/**
 * A NUL byte anywhere in the URL (literal or `%00`) or the body (form text or parsed JSON). `%2500`
 * – an escaped percent sign followed by "00" – is not one.
 */
export function holdsNulByte(url: string, body: unknown): boolean {
  const holdsNul = (text: string) => text.includes('\u0000') || text.includes('%00');
  if (holdsNul(url)) return true;
  if (typeof body === 'string') return holdsNul(body);
  return body !== undefined && body !== null && JSON.stringify(body).includes('\\u0000');
}

function answersJson(url: string, protocolPath: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  if (pathname.startsWith(`${protocolPath}/`)) return !BROWSER_ENDPOINTS.has(pathname.slice(protocolPath.length));
  return pathname.endsWith('/account');
}

/** The raw request as oidc-provider (Koa) reads it. */
type ProviderRequest = IncomingMessage & { originalUrl?: string; body?: unknown };

/**
 * Hands a request under `/realms/{realm}` to oidc-provider. The provider routes on the path
 * without the prefix (`req.url`) and builds its own URLs from `req.originalUrl` minus `req.url`
 * (its mount path) plus the host, so both are set; host and scheme are taken from PUBLIC_URL
 * rather than from the request, which keeps every advertised URL on the issuer's origin whatever
 * Host or X-Forwarded-* headers a client sends (Koa's `proxy` mode reads them; they are overwritten
 * here, the client address with the one Fastify determined).
 */
function createProviderHandler(provider: Provider, options: { mountPath: string; issuerPath: string; publicUrl: URL }) {
  const callback = provider.callback();
  provider.proxy = true;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.raw as ProviderRequest;
    const fastifyUrl = raw.url ?? '/';
    const providerUrl = fastifyUrl.slice(options.mountPath.length) || '/';
    raw.url = providerUrl;
    raw.originalUrl = `${options.issuerPath}${providerUrl}`;
    raw.headers['x-forwarded-proto'] = options.publicUrl.protocol.replace(/:$/, '');
    raw.headers['x-forwarded-host'] = options.publicUrl.host;
    raw.headers['x-forwarded-for'] = request.ip;
    if (request.body !== undefined) {
      // Fastify has read the body already; oidc-provider takes a parsed body from `req.body`.
      raw.body = typeof request.body === 'string' ? unwrapRefreshTokensInForm(request.body) : request.body;
    }
    reply.hijack();
    try {
      await callback(raw, reply.raw);
    } finally {
      raw.url = fastifyUrl;
    }
  };
}

/**
 * Runs the embedded OpenID Connect provider under `/realms/{realm}` with Keycloak's paths and
 * claims (ARCHITECTURE.md section 1). Registered as an encapsulated plugin: its body parser and
 * error page do not leak into the API.
 */
export async function registerEmbeddedIdp(
  app: FastifyInstance,
  options: { config: AppConfig; db: Database; passwordChecks?: PasswordCheckGate },
): Promise<void> {
  const { config, db } = options;
  const mountPath = `/realms/${config.realm}`;
  const realmPath = issuerPath(config);
  const resourcesPath = `${realmPath}/resources`;

  await app.register(async (scope) => {
    const [jwks, cookieKeys] = await Promise.all([loadSigningJwks(db), loadCookieKeys(db)]);
    const pages = createIdpPages({ resourcesPath, startUrl: `${config.publicUrl}/` });
    const provider = createOidcProvider({ config, db, jwks, cookieKeys, pages });
    const apiResource = apiResourceIndicator(config);

    provider.on('server_error', (_ctx: unknown, error: unknown) => {
      scope.log.error({ err: error }, 'identity provider error');
    });
    // The provider is a Koa app, an EventEmitter; oidc-provider's types list only its own events.
    // With an own 'error' listener Koa no longer prints errors to stderr itself.
    const koaApp: NodeJS.EventEmitter = provider;
    koaApp.on('error', (error: unknown) => {
      scope.log.error({ err: error }, 'identity provider request failed');
    });

    if (scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
      scope.removeContentTypeParser('application/x-www-form-urlencoded');
    }
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    scope.setErrorHandler((error: { statusCode?: number }, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'sign-in page failed');
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .send(pages.error({ error: status >= 500 ? 'server_error' : 'invalid_request' }));
    });

    // Before any route of the provider: PostgreSQL refuses NUL in text and jsonb, so a NUL byte in
    // a parameter that reached a query answered 500 (issue 14). No legitimate parameter holds one.
    scope.addHook('preHandler', async (request, reply) => {
      if (!holdsNulByte(request.raw.url ?? '', request.body)) return;
      request.log.info('identity provider request with a NUL byte refused');
      const description = IDP_TEXTS.error.nulByte;
      reply.status(400).header('Cache-Control', 'no-store');
      if (answersJson(request.raw.url ?? '', `${mountPath}${PROTOCOL_PATH}`)) {
        return reply.send({ error: 'invalid_request', error_description: description });
      }
      return reply.type('text/html; charset=utf-8').send(pages.error({ error: 'invalid_request', message: description }));
    });

    scope.get(`${mountPath}/resources/idp.css`, (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(assets.css),
    );
    scope.get(`${mountPath}/resources/auto-submit.js`, (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(assets.autoSubmit),
    );

    registerAccountRoutes(scope, {
      config,
      db,
      realmPath: mountPath,
      publicJwks: { keys: jwks.keys.map(toPublicJwk) },
    });
    registerInteractionRoutes(scope, {
      provider,
      db,
      pages,
      lockout: createLoginLockout(db, config.loginLockout),
      passwordChecks: options.passwordChecks ?? createPasswordCheckGate(config.loginAdmission),
      signInCrowd: createSignInCrowd(),
      signInSuccesses: createRateLimitStore(db),
      successLimit: config.loginSuccessLimit,
      mountPath,
      publicPath: realmPath,
      apiResource,
    });

    const handler = createProviderHandler(provider, {
      mountPath,
      issuerPath: realmPath,
      publicUrl: new URL(config.publicUrl),
    });
    scope.all(`${mountPath}/*`, handler);
    // Expired sessions, codes and tokens are purged by a recurring job (platform/jobs).
  });
}
