import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createCallerLoader } from './modules/identity';
import { accessControl } from './platform/auth/access';
import { cachingTokenVerifier } from './platform/auth/token-cache';
import { createTokenVerifier, type TokenVerifier } from './platform/auth/tokens';
import type { AppConfig } from './platform/config';
import type { DatabaseHandle } from './platform/db/client';
import { registerErrorHandling } from './platform/http/errors';
import { healthRoutes } from './platform/http/health.routes';
import { registerOpenApi } from './platform/http/openapi';
import { registerPersonalData } from './platform/personal-data';
import { createIdempotencyStore, idempotency } from './platform/http/idempotency';
import { createRateLimitStore, rateLimits } from './platform/http/rate-limit';
import { registerRequestBodyStallLimit } from './platform/http/request-body-stall';
import { OneLinePerRequest, serializeRequestForLog } from './platform/http/request-log';
import { createModulePorts, MODULES, type ModulePorts } from './wiring/modules';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { runtimeConfigRoutes } from './platform/http/runtime-config.routes';
import { registerSpa } from './platform/http/spa';
import { loadPublicJwks, registerEmbeddedIdp } from './platform/idp';

export const API_PREFIX = '/api/';

async function createVerifier(config: AppConfig, database: DatabaseHandle, log: FastifyBaseLogger): Promise<TokenVerifier> {
  if (config.isEmbeddedIdp) {
    return createTokenVerifier({
      issuer: config.oidcIssuer,
      clientId: config.oidcClientId,
      keys: { kind: 'local', jwks: await loadPublicJwks(database.db) },
    });
  }
  return createTokenVerifier({
    issuer: config.oidcIssuer,
    clientId: config.oidcClientId,
    keys: {
      kind: 'remote',
      jwksUrl: new URL(`${config.oidcIssuer}/protocol/openid-connect/certs`),
      onUnreachable: onceAMinute((error) => log.warn({ err: error }, 'identity provider unreachable: checking tokens with the last fetched keys')),
    },
  });
}

/** An outage would log on every request; once a minute says the same. */
function onceAMinute(warn: (error: unknown) => void): (error: unknown) => void {
  let lastWarnedAt = 0;
  return (error) => {
    if (Date.now() - lastWarnedAt < 60_000) return;
    lastWarnedAt = Date.now();
    warn(error);
  };
}

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** main.ts sets it during shutdown so that /ready answers 503 and load balancers move on. */
  isShuttingDown?: () => boolean;
};

/** Builds the whole server: API modules, embedded identity provider, runtime config and client. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  return (await buildServer(options)).app;
}

/** The server and the shared services its modules were handed; main.ts builds the modules' jobs and demo videos from the same ones. */
export async function buildServer({ config, database, isShuttingDown }: BuildAppOptions): Promise<{ app: FastifyInstance; ports: ModulePorts }> {
  const app = Fastify({
    // JSON lines; every line of a request carries its `reqId` (also sent back as X-Request-Id).
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], remove: true },
            // A feedback link's token in the path is its whole authorisation: never in a log line.
            serializers: { req: serializeRequestForLog },
          },
    // One line per request, carrying the request (decision 250).
    logController: new OneLinePerRequest(),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    // After SIGTERM: idle keep-alive connections close at once, in-flight requests finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // First of the hooks, so that it watches the request's own body stream (decision 170).
  registerRequestBodyStallLimit(app, config.uploadStallSeconds);
  await registerSecurityHeaders(app, config);

  const context = { config, db: database.db };
  await app.register(accessControl, {
    verifyToken: cachingTokenVerifier(await createVerifier(config, database, app.log)),
    loadCaller: createCallerLoader(context),
    prefix: API_PREFIX,
  });
  await app.register(rateLimits, { store: createRateLimitStore(database.db), limits: config.rateLimits });
  await app.register(idempotency, { store: createIdempotencyStore(database.db) });
  await registerOpenApi(app);
  // Once for every module: uploads are streamed part by part (files module's receiveMultipart),
  // never buffered; the limits per request are set where the parts are read.
  await app.register(fastifyMultipart);
  // The shared services are built here once and handed to the modules (decision 217): a module
  // that needs another module's data gets it as a port, so that no two modules import each other.
  const ports = createModulePorts({ ...context, log: app.log });
  for (const module of MODULES) {
    // Registered while composing, not when a module's file is imported: the export and the
    // deletion walk exactly the sections of the modules this server runs.
    for (const section of module.personalData ?? []) registerPersonalData(section);
    if (module.routes) await app.register(module.routes, { prefix: module.prefix, ...context, ...ports, log: app.log });
  }
  await app.register(runtimeConfigRoutes, { config });
  await app.register(healthRoutes, { database, isShuttingDown });
  if (config.isEmbeddedIdp) await registerEmbeddedIdp(app, { ...context, passwordChecks: ports.passwordChecks });
  await registerSpa(app, config.webDistDir);
  return { app, ports };
}
