import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Signs in through the embedded identity provider exactly as a browser with keycloak-js does:
 * authorization request with PKCE S256, state and nonce → the provider's redirects (with its
 * cookies) → the login form → back to the app's redirect URI with a code → token endpoint.
 * Everything runs through `app.inject`, so no port is opened.
 */

const DEFAULT_PASSWORD = 'berufswahl';
const DEFAULT_REALM = 'berufswahl';
const DEFAULT_CLIENT_ID = 'berufswahl-web';
const MAX_REDIRECTS = 10;
const PKCE_CHARSET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export type Tokens = { accessToken: string; refreshToken: string; idToken: string };

export type SignInOptions = {
  username: string;
  /** Defaults to the demo password `berufswahl`. */
  password?: string;
  /**
   * For accounts signing in with a coordinator's initial password: the own password to set on
   * the provider's "Neues Passwort festlegen" page (decision 107).
   */
  newPassword?: string;
  /** The origin of the redirect URI; defaults to the issuer's origin (the app's own). */
  origin?: string;
  realm?: string;
  clientId?: string;
  /**
   * Told about every post of the login form: its status and how long the answer took. A 503
   * (password checks busy at a spike, decision 130) is posted again after its Retry-After, as a
   * person would; the benchmark counts them.
   */
  onLoginPost?: (answer: { status: number; ms: number; retryAfterSeconds?: number }) => void;
};

/** How often a sign-in turned away at a spike is tried again before the helper gives up. */
const MAX_BUSY_RETRIES = 120;

/** The tokens plus the browser's cookies at the provider (needed to sign out again). */
export type SignInResult = Tokens & { cookies: CookieJar };

type Discovery = {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint: string;
};

type InjectResponse = Awaited<ReturnType<FastifyInstance['inject']>>;

/** Thrown when a step of the flow does not answer as a working sign-in would. */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly body: string,
  ) {
    super(`${message} (HTTP ${statusCode}): ${body.slice(0, 500)}`);
  }
}

/** Cookies as a browser keeps them: by name and path, sent to matching paths, removed when expired. */
export class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  store(setCookie: string | string[] | undefined): void {
    const lines = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      let path = '/';
      let isExpired = value === '';
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.split('=');
        const lowerKey = key.toLowerCase();
        if (lowerKey === 'path') path = attributeValue || '/';
        if (lowerKey === 'expires' && Date.parse(attributeValue) <= Date.now()) isExpired = true;
        if (lowerKey === 'max-age' && Number(attributeValue) <= 0) isExpired = true;
      }
      const key = `${name};${path}`;
      if (isExpired) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  /** The Cookie header for a request path (RFC 6265 path matching). */
  header(requestPath: string): string | undefined {
    const pathname = requestPath.split('?')[0] ?? '/';
    const matching = [...this.cookies.values()].filter(
      (cookie) =>
        pathname === cookie.path ||
        pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
    );
    return matching.length ? matching.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') : undefined;
  }
}

function randomString(length: number): string {
  return Array.from({ length }, () => PKCE_CHARSET[randomInt(PKCE_CHARSET.length)]).join('');
}

/** A PKCE pair as keycloak-js makes it: a 96-character verifier (spec 9) and its S256 challenge. */
export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomString(96);
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Path and query of an absolute or relative URL, as `app.inject` wants it. */
function pathOf(url: string | URL): string {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
}

function unescapeHtml(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** The first POST form of a page: its action and hidden fields. */
export function readForm(html: string): { action: string; fields: Record<string, string> } | undefined {
  const form = /<form method="post" action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form?.[1]) return undefined;
  const fields: Record<string, string> = {};
  for (const [, name = '', value = ''] of (form[2] ?? '').matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"/g)) {
    fields[unescapeHtml(name)] = unescapeHtml(value);
  }
  return { action: unescapeHtml(form[1]), fields };
}

async function send(
  app: FastifyInstance,
  cookies: CookieJar,
  request: { method: 'GET' | 'POST'; url: string; form?: Record<string, string>; accept?: string },
): Promise<InjectResponse> {
  const cookie = cookies.header(request.url);
  const response = await app.inject({
    method: request.method,
    url: request.url,
    headers: {
      // A browser navigates with text/html; keycloak-js's token requests accept anything.
      accept: request.accept ?? 'text/html,application/xhtml+xml,*/*;q=0.8',
      ...(cookie ? { cookie } : {}),
      ...(request.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(request.form ? { payload: new URLSearchParams(request.form).toString() } : {}),
  });
  cookies.store(response.headers['set-cookie']);
  return response;
}

/**
 * Follows redirects while they stay inside the provider (`/realms/…`); returns the last response
 * and, when the flow left the provider, the URL it was sent to.
 */
async function followProviderRedirects(
  app: FastifyInstance,
  cookies: CookieJar,
  first: InjectResponse,
  base: string,
): Promise<{ response: InjectResponse; leftTo?: URL }> {
  let response = first;
  for (let hop = 0; hop < MAX_REDIRECTS; hop += 1) {
    const location = response.headers.location;
    if (response.statusCode < 300 || response.statusCode >= 400 || typeof location !== 'string') return { response };
    const target = new URL(location, base);
    if (!target.pathname.startsWith('/realms/')) return { response, leftTo: target };
    response = await send(app, cookies, { method: 'GET', url: pathOf(target) });
  }
  throw new SignInError('Too many redirects', response.statusCode, response.body);
}

async function discover(app: FastifyInstance, realm: string): Promise<Discovery> {
  const response = await app.inject({ method: 'GET', url: `/realms/${realm}/.well-known/openid-configuration` });
  if (response.statusCode !== 200) throw new SignInError('Discovery failed', response.statusCode, response.body);
  return response.json<Discovery>();
}

function decodeJwtPayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('Not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

function readTokens(response: InjectResponse, step: string): Tokens {
  if (response.statusCode !== 200) throw new SignInError(`${step} failed`, response.statusCode, response.body);
  const body = response.json<{ access_token?: string; refresh_token?: string; id_token?: string }>();
  if (!body.access_token || !body.refresh_token || !body.id_token) {
    throw new SignInError(`${step} answered without all three tokens`, response.statusCode, response.body);
  }
  return { accessToken: body.access_token, refreshToken: body.refresh_token, idToken: body.id_token };
}

/** Signs a user in with the real authorization-code flow and returns the tokens keycloak-js would hold. */
export async function signIn(app: FastifyInstance, options: SignInOptions): Promise<SignInResult> {
  const realm = options.realm ?? DEFAULT_REALM;
  const clientId = options.clientId ?? DEFAULT_CLIENT_ID;
  const discovery = await discover(app, realm);
  const origin = options.origin ?? new URL(discovery.issuer).origin;
  const redirectUri = `${origin}/`;
  const { verifier, challenge } = createPkcePair();
  const state = randomBytes(16).toString('hex');
  const nonce = randomBytes(16).toString('hex');
  const cookies = new CookieJar();

  const authorization = new URL(discovery.authorization_endpoint);
  authorization.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    state,
    nonce,
    response_mode: 'fragment',
    response_type: 'code',
    scope: 'openid',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();

  const start = await send(app, cookies, { method: 'GET', url: pathOf(authorization) });
  const { response: loginPage } = await followProviderRedirects(app, cookies, start, origin);
  const form = loginPage.statusCode === 200 ? readForm(loginPage.body) : undefined;
  if (!form) throw new SignInError('Expected the login page', loginPage.statusCode, loginPage.body);

  let submitted: InjectResponse | undefined;
  for (let attempt = 0; attempt <= MAX_BUSY_RETRIES; attempt += 1) {
    const postedAt = performance.now();
    submitted = await send(app, cookies, {
      method: 'POST',
      url: pathOf(form.action),
      form: { username: options.username, password: options.password ?? DEFAULT_PASSWORD },
    });
    const retryAfterSeconds = Number(submitted.headers['retry-after'] ?? 1);
    options.onLoginPost?.({
      status: submitted.statusCode,
      ms: performance.now() - postedAt,
      ...(submitted.statusCode === 503 && { retryAfterSeconds }),
    });
    if (submitted.statusCode !== 503) break;
    // Jitter, so that a crowd turned away together does not come back together.
    await new Promise((resolve) => setTimeout(resolve, retryAfterSeconds * 1000 * (0.5 + Math.random())));
  }
  if (!submitted || submitted.statusCode === 503) throw new SignInError('The sign-in stayed busy', submitted?.statusCode ?? 0, submitted?.body ?? '');
  let afterLogin = submitted;
  const newPasswordForm = submitted.statusCode === 200 && submitted.body.includes('data-form="new-password"') ? readForm(submitted.body) : undefined;
  if (newPasswordForm) {
    if (!options.newPassword) throw new SignInError('The provider asks for a new password (pass newPassword)', submitted.statusCode, submitted.body);
    afterLogin = await send(app, cookies, {
      method: 'POST',
      url: pathOf(newPasswordForm.action),
      form: { password: options.newPassword, repeat: options.newPassword },
    });
  }
  const { response: last, leftTo } = await followProviderRedirects(app, cookies, afterLogin, origin);
  if (!leftTo || !leftTo.href.startsWith(redirectUri)) {
    throw new SignInError('Sign-in did not return to the app', last.statusCode, last.body);
  }
  const answer = new URLSearchParams(leftTo.hash ? leftTo.hash.slice(1) : leftTo.search);
  const code = answer.get('code');
  if (answer.get('state') !== state) throw new SignInError('State mismatch', last.statusCode, leftTo.href);
  if (!code) throw new SignInError('No authorization code', last.statusCode, leftTo.href);

  const tokenResponse = await send(app, new CookieJar(), {
    method: 'POST',
    url: pathOf(discovery.token_endpoint),
    form: { grant_type: 'authorization_code', client_id: clientId, code, redirect_uri: redirectUri, code_verifier: verifier },
    accept: '*/*',
  });
  const tokens = readTokens(tokenResponse, 'Code exchange');
  if (decodeJwtPayload(tokens.idToken).nonce !== nonce) {
    throw new SignInError('ID token nonce mismatch', tokenResponse.statusCode, tokenResponse.body);
  }
  return { ...tokens, cookies };
}

/** Exchanges a refresh token (enveloped or plain) for new tokens, as keycloak-js's updateToken() does. */
export async function refresh(
  app: FastifyInstance,
  refreshToken: string,
  options: { realm?: string; clientId?: string } = {},
): Promise<Tokens> {
  const realm = options.realm ?? DEFAULT_REALM;
  const response = await send(app, new CookieJar(), {
    method: 'POST',
    url: `/realms/${realm}/protocol/openid-connect/token`,
    form: { grant_type: 'refresh_token', client_id: options.clientId ?? DEFAULT_CLIENT_ID, refresh_token: refreshToken },
    accept: '*/*',
  });
  return readTokens(response, 'Refresh');
}

/**
 * Signs out as keycloak-js's logout() does (end-session GET with id_token_hint and
 * post_logout_redirect_uri), submits the page's form as its script would, and returns where the
 * provider finally sent the browser.
 */
export async function signOut(
  app: FastifyInstance,
  session: { idToken: string; cookies: CookieJar },
  options: { postLogoutRedirectUri?: string; realm?: string; clientId?: string } = {},
): Promise<URL> {
  const realm = options.realm ?? DEFAULT_REALM;
  const discovery = await discover(app, realm);
  const origin = new URL(discovery.issuer).origin;
  const logout = new URL(discovery.end_session_endpoint);
  logout.search = new URLSearchParams({
    client_id: options.clientId ?? DEFAULT_CLIENT_ID,
    post_logout_redirect_uri: options.postLogoutRedirectUri ?? `${origin}/logout`,
    id_token_hint: session.idToken,
  }).toString();
  const page = await send(app, session.cookies, { method: 'GET', url: pathOf(logout) });
  const form = page.statusCode === 200 ? readForm(page.body) : undefined;
  if (!form) throw new SignInError('Expected the logout page', page.statusCode, page.body);
  const confirmed = await send(app, session.cookies, { method: 'POST', url: pathOf(form.action), form: form.fields });
  const { response, leftTo } = await followProviderRedirects(app, session.cookies, confirmed, origin);
  if (!leftTo) throw new SignInError('Logout did not return to the app', response.statusCode, response.body);
  return leftTo;
}

/**
 * Opens the provider's sign-in page of a fresh authorization request (as a browser would) and
 * returns a function that posts its form once – for tests of the form's own answers (lockout,
 * busy password checks) rather than of a whole sign-in.
 */
export async function openLoginForm(app: FastifyInstance, redirectUri: string): Promise<(username: string, password: string) => Promise<InjectResponse>> {
  const query = new URLSearchParams({
    client_id: DEFAULT_CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid',
    code_challenge: createPkcePair().challenge,
    code_challenge_method: 'S256',
  });
  const cookies = new CookieJar();
  const start = await app.inject({ method: 'GET', url: `/realms/${DEFAULT_REALM}/protocol/openid-connect/auth?${query.toString()}` });
  cookies.store(start.headers['set-cookie']);
  const loginUrl = String(start.headers.location);
  const page = await app.inject({ method: 'GET', url: loginUrl, headers: { cookie: cookies.header(loginUrl) ?? '' } });
  const form = readForm(page.body);
  if (!form) throw new SignInError('Expected the login page', page.statusCode, page.body);
  return (username, password) =>
    app.inject({
      method: 'POST',
      url: pathOf(form.action),
      headers: { cookie: cookies.header(form.action) ?? '', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password }).toString(),
    });
}

/** `signIn` drives `app.inject`; this adapter sends the same requests over HTTP to a server in a child process. */
export function overHttp(base: string): FastifyInstance {
  const inject = async (options: { method: string; url: string; headers?: Record<string, string>; payload?: string }) => {
    const url = new URL(options.url, base);
    const response = await fetch(`${base}${url.pathname}${url.search}`, {
      method: options.method,
      headers: options.headers,
      body: options.payload,
      redirect: 'manual',
    });
    const body = await response.text();
    const headers: Record<string, string | string[]> = Object.fromEntries(response.headers);
    headers['set-cookie'] = response.headers.getSetCookie();
    return { statusCode: response.status, headers, body, json: () => JSON.parse(body) as unknown };
  };
  return { inject } as unknown as FastifyInstance;
}
