import { readFile } from 'node:fs/promises';
import { accountConfigSchema, keycloakConfigSchema, linksConfigSchema, matomoConfigSchema, operatorConfigSchema } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';
import { logoContentType } from '../operator-config';
import { storageOriginOf } from '../storage';

/** `/config/*.json`: what the browser needs before it can sign in. */
export const runtimeConfigRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const issuer = new URL(config.oidcIssuer);
  const realmPath = `/realms/${config.realm}`;
  // keycloak-js builds `${auth-server-url}/realms/${realm}/…`, so the server URL is the issuer minus that tail.
  const authServerUrl = issuer.href.endsWith(realmPath) ? issuer.href.slice(0, -realmPath.length) : issuer.origin;

  app.get('/config/keycloak.json', { schema: { response: { 200: keycloakConfigSchema } } }, (_request, reply) => {
    reply.header('Cache-Control', 'no-store, no-cache, must-revalidate');
    return { realm: config.realm, 'auth-server-url': authServerUrl, resource: config.oidcClientId };
  });

  // Where a person changes their password (decision 133): in the app with the embedded provider,
  // otherwise in Keycloak's account console.
  app.get('/config/account.json', { schema: { response: { 200: accountConfigSchema } } }, (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return config.isEmbeddedIdp
      ? { password_change: 'app' as const, account_url: null }
      : { password_change: 'provider' as const, account_url: `${config.oidcIssuer}/account` };
  });

  // The storage signed download URLs point to: links there are the app's own files (issue 14).
  const storageOrigin = storageOriginOf(config.storageUrl);
  app.get('/config/links.json', { schema: { response: { 200: linksConfigSchema } } }, (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return { internal_origins: storageOrigin ? [storageOrigin] : [] };
  });

  app.get('/config/matomo.json', { schema: { response: { 200: matomoConfigSchema } } }, (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    const { matomo } = config;
    return matomo
      ? { enabled: true, url: matomo.url, site_id: matomo.siteId, client_uuids: matomo.clientUuids }
      : { enabled: false, url: null, site_id: null, client_uuids: [] };
  });

  // The funder of the menu (decision 233): its logo is a file under DATA_DIR served here, or a
  // path on this origin – never a request to another site.
  const { funder } = config.operator.values;
  const logo = config.operator.funderLogo;
  const FUNDER_LOGO_PATH = '/config/funder-logo';
  app.get('/config/operator.json', { schema: { response: { 200: operatorConfigSchema } } }, (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return {
      demo: config.operator.isDemo,
      funder: funder && logo ? { name: funder.name, url: funder.url ?? null, logo_url: logo.kind === 'file' ? FUNDER_LOGO_PATH : logo.path } : null,
    };
  });
  if (logo?.kind === 'file') {
    const file = logo.file;
    app.get(FUNDER_LOGO_PATH, async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      reply.header('X-Content-Type-Options', 'nosniff');
      // An SVG opened on its own must not run scripts in the app's origin.
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return reply.type(logoContentType(file) ?? 'application/octet-stream').send(await readFile(file));
    });
  }
};
