import Provider, { errors, type Account, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { findAccountBySubject, type IdpAccount } from './accounts.repository';
import type { HiddenField, IdpPages } from './idp-pages';
import { SIGNING_ALGORITHM, type PrivateJwks } from './idp-secrets';
import { createOidcAdapterFactory } from './oidc-adapter';
import { wrapRefreshToken } from './refresh-token-envelope';

/*
 * Lifetimes, chosen like a Keycloak realm's defaults:
 * - access and ID tokens 5 minutes (keycloak-js refreshes them shortly before expiry);
 * - refresh tokens 30 minutes idle: each refresh rotates the token and gives the new one another
 *   30 minutes, but never beyond 10 hours after the sign-in (Keycloak's "SSO Session Max");
 * - the sign-in session 10 hours after the sign-in; signing out ends it earlier.
 * Refresh tokens also die with their session (`expiresWithSession`), so a sign-out or an expired
 * session stops them at once.
 */
export const ACCESS_TOKEN_SECONDS = 5 * 60;
const ID_TOKEN_SECONDS = 5 * 60;
const AUTHORIZATION_CODE_SECONDS = 60;
const INTERACTION_SECONDS = 60 * 60;
export const REFRESH_IDLE_SECONDS = 30 * 60;
export const SESSION_MAX_SECONDS = 10 * 60 * 60;

/** Everything the first-party client receives without a consent screen. */
export const FIRST_PARTY_SCOPE = 'openid profile email';

const PROFILE_CLAIMS = ['preferred_username', 'given_name', 'family_name', 'name'];

type OidcContext = KoaContextWithOIDC['oidc'];
/** The part of a Koa context the response rewrites touch. */
type ResponseContext = { body: unknown; status: number };

export type OidcProviderOptions = {
  config: AppConfig;
  db: Database;
  jwks: PrivateJwks;
  cookieKeys: string[];
  pages: IdpPages;
};

function epochSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** The resource indicator of the product API; access tokens for it are JWTs. */
export function apiResourceIndicator(config: AppConfig): string {
  return new URL('/api', config.publicUrl).href;
}

/** The path the issuer lives under, e.g. `/realms/berufswahl`. */
export function issuerPath(config: AppConfig): string {
  return new URL(config.oidcIssuer).pathname.replace(/\/+$/, '');
}

/** The claims of the ID token and the userinfo answer, named as Keycloak names them. */
export function toOidcClaims(account: IdpAccount): { sub: string } & Record<string, string> {
  const claims: { sub: string } & Record<string, string> = {
    sub: account.subject,
    preferred_username: account.username,
    given_name: account.firstName,
    family_name: account.surname,
    name: `${account.firstName} ${account.surname}`.trim(),
  };
  if (account.email) claims.email = account.email;
  return claims;
}

/** True for an absolute http(s) URL on the app's own origin, like Keycloak's `{origin}/*`. */
function isOnOrigin(value: string, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.origin === origin && !url.username && !url.password && !value.includes('#');
}

const FORM_POST_TITLE = '<title>Submitting Callback</title>';

function unescapeHtml(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/**
 * oidc-provider answers a few requests with a self-posting form that uses an inline script
 * (sign-out without a session, switching accounts, `response_mode=form_post`). Inline scripts break
 * under `script-src 'self'`, so such a page is replaced by ours, which loads a script file.
 */
function replaceFormPostPage(ctx: ResponseContext, oidc: OidcContext, pages: IdpPages): void {
  const body: unknown = ctx.body;
  if (typeof body !== 'string' || !body.includes(FORM_POST_TITLE)) return;
  const action = /<form method="post" action="([^"]*)">/.exec(body)?.[1];
  if (action === undefined) return;
  const fields: HiddenField[] = [...body.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\/>/g)].map(
    ([, name = '', value = '']) => ({ name: unescapeHtml(name), value: unescapeHtml(value) }),
  );
  const actionUrl = unescapeHtml(action);
  ctx.body = pages.autoPost({ action: actionUrl, fields, isLogout: actionUrl === oidc.urlFor('end_session_confirm') });
}

/**
 * Builds the provider: Keycloak's paths and claims, one public client with code + PKCE S256,
 * JWT access tokens for the API, everything persisted in the database.
 */
export function createOidcProvider(options: OidcProviderOptions): Provider {
  const { config, db, pages } = options;
  const appOrigin = new URL(config.publicUrl).origin;
  const apiResource = apiResourceIndicator(config);
  const realmPath = issuerPath(config);
  const protocolPath = '/protocol/openid-connect';

  const configuration: Configuration = {
    adapter: createOidcAdapterFactory(db),
    jwks: options.jwks,
    cookies: {
      keys: options.cookieKeys,
      names: { session: 'bw_idp_session', interaction: 'bw_idp_interaction', resume: 'bw_idp_resume' },
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    clients: [
      {
        client_id: config.oidcClientId,
        client_name: 'Berufswahl',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // Only for metadata validation: any URI on the app's origin is allowed (see below).
        redirect_uris: [`${appOrigin}/`],
        post_logout_redirect_uris: [`${appOrigin}/logout`],
      },
    ],
    clientAuthMethods: ['none'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email'],
    // Keycloak puts the profile and e-mail claims into every ID token (its default client scopes),
    // and keycloak-js asks only for `openid`; so `openid` carries them here as well.
    claims: {
      acr: null,
      auth_time: null,
      iss: null,
      sid: null,
      openid: ['sub', ...PROFILE_CLAIMS, 'email'],
      profile: PROFILE_CLAIMS,
      email: ['email'],
    },
    routes: {
      authorization: `${protocolPath}/auth`,
      token: `${protocolPath}/token`,
      userinfo: `${protocolPath}/userinfo`,
      end_session: `${protocolPath}/logout`,
      jwks: `${protocolPath}/certs`,
      revocation: `${protocolPath}/revoke`,
      introspection: `${protocolPath}/token/introspect`,
    },
    enabledJWA: { idTokenSigningAlgValues: [SIGNING_ALGORITHM] },
    clientBasedCORS: (_ctx, origin) => origin === appOrigin,

    async findAccount(_ctx, sub): Promise<Account | undefined> {
      const account = await findAccountBySubject(db, sub);
      if (!account) return undefined;
      return { accountId: account.subject, claims: () => toOidcClaims(account) };
    },

    // Keycloak's access-token claims; the API reads `realm_access.roles` (ARCHITECTURE.md 1).
    async extraTokenClaims(_ctx, token) {
      const subject = 'accountId' in token ? token.accountId : undefined;
      if (typeof subject !== 'string') return undefined;
      const account = await findAccountBySubject(db, subject);
      if (!account) return undefined;
      const { sub: _sub, ...profile } = toOidcClaims(account);
      return {
        typ: 'Bearer',
        azp: token.clientId,
        ...profile,
        realm_access: { roles: account.roles },
        resource_access: { [config.oidcClientId]: { roles: [] } },
      };
    },

    // keycloak-js needs a refresh token even without `offline_access`.
    issueRefreshToken: (_ctx, client) =>
      client.clientId === config.oidcClientId && client.grantTypeAllowed('refresh_token'),
    expiresWithSession: () => true,

    ttl: {
      AccessToken: ACCESS_TOKEN_SECONDS,
      IdToken: ID_TOKEN_SECONDS,
      AuthorizationCode: AUTHORIZATION_CODE_SECONDS,
      Interaction: INTERACTION_SECONDS,
      Grant: SESSION_MAX_SECONDS,
      Session: (_ctx, session) =>
        session.loginTs ? Math.max(1, SESSION_MAX_SECONDS - (epochSeconds() - session.loginTs)) : INTERACTION_SECONDS,
      RefreshToken: (_ctx, token) => {
        const age = epochSeconds() - (token.iiat ?? epochSeconds());
        return Math.max(1, Math.min(REFRESH_IDLE_SECONDS, SESSION_MAX_SECONDS - age));
      },
    },

    interactions: {
      url: (_ctx, interaction) => `${realmPath}/interaction/${interaction.uid}`,
    },

    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      claimsParameter: { enabled: false },
      userinfo: { enabled: true },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      introspection: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== apiResource) throw new errors.InvalidTarget();
          return {
            scope: FIRST_PARTY_SCOPE,
            audience: config.oidcClientId,
            accessTokenFormat: 'jwt',
            accessTokenTTL: ACCESS_TOKEN_SECONDS,
            jwt: { sign: { alg: SIGNING_ALGORITHM } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx) {
          const secret = ctx.oidc.session?.state?.secret;
          ctx.type = 'html';
          ctx.body = pages.logout({
            action: ctx.oidc.urlFor('end_session_confirm'),
            // `logout=yes` ends the whole session (and revokes its grants), not only this client's part.
            fields: [
              { name: 'xsrf', value: typeof secret === 'string' ? secret : '' },
              { name: 'logout', value: 'yes' },
            ],
            // A valid id_token_hint proves the request comes from the app: no confirmation needed.
            autoSubmit: ctx.oidc.entities.IdTokenHint !== undefined,
          });
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = pages.loggedOut();
        },
      },
    },

    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = pages.error({ error: out.error, description: out.error_description });
    },
  };

  const provider = new Provider(config.oidcIssuer, configuration);

  // keycloak-js sends the current page as redirect_uri, so like Keycloak's `{origin}/*` any URI on
  // the app's own origin is accepted for the app's client – and nothing on another origin.
  const { redirectUriAllowed, postLogoutRedirectUriAllowed } = provider.Client.prototype;
  provider.Client.prototype.redirectUriAllowed = function (value: string): boolean {
    return this.clientId === config.oidcClientId ? isOnOrigin(value, appOrigin) : redirectUriAllowed.call(this, value);
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function (value: string): boolean {
    return this.clientId === config.oidcClientId
      ? isOnOrigin(value, appOrigin)
      : postLogoutRedirectUriAllowed.call(this, value);
  };

  provider.use(async (ctx, next) => {
    await next();
    // `ctx.oidc` exists only when one of oidc-provider's routes handled the request.
    const oidc = (ctx as Partial<Pick<KoaContextWithOIDC, 'oidc'>>).oidc;
    if (!oidc) return;
    if (oidc.route === 'token' && ctx.status === 200) await envelopeRefreshToken(ctx, provider, config);
    replaceFormPostPage(ctx, oidc, pages);
  });

  return provider;
}

/** Replaces the opaque refresh token of a token response by its JWT-shaped envelope. */
async function envelopeRefreshToken(ctx: ResponseContext, provider: Provider, config: AppConfig): Promise<void> {
  const body: unknown = ctx.body;
  if (typeof body !== 'object' || body === null || !('refresh_token' in body)) return;
  const opaque = body.refresh_token;
  if (typeof opaque !== 'string') return;
  const stored = await provider.RefreshToken.find(opaque);
  const now = epochSeconds();
  const exp = stored?.exp ?? now + REFRESH_IDLE_SECONDS;
  const response = body as { refresh_token: string; refresh_expires_in?: number };
  response.refresh_token = wrapRefreshToken(opaque, {
    iss: provider.issuer,
    azp: config.oidcClientId,
    iat: stored?.iat ?? now,
    exp,
  });
  // Keycloak names the refresh token's remaining lifetime in its token responses too.
  response.refresh_expires_in = Math.max(0, exp - now);
}
