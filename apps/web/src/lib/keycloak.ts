import Keycloak from 'keycloak-js';
import type { KeycloakConfig } from '@berufswahl/contracts';
import { LIMITS } from '@berufswahl/contracts/shared/limits';
import { whenIdle } from './when-idle';

/**
 * The identity-provider session of this tab. Tokens live in memory only (keycloak-js keeps them
 * there); nothing but keycloak-js's short-lived login callback state is ever written to storage.
 */
let keycloak: Keycloak | null = null;

const KEYCLOAK_CONFIG_URL = '/config/keycloak.json';
const LOGIN_CALLBACK_PREFIX = 'kc-callback-';
export const LOGOUT_PATH = '/logout';

export function getKeycloak(): Keycloak | null {
  return keycloak;
}

export function isAuthenticated(): boolean {
  return Boolean(keycloak?.authenticated);
}

/**
 * Loads the runtime config of the identity provider: never from a cache (spec 7) – the request
 * bypasses the HTTP cache, and the app's service worker never answers `/config/` (sw.js) – and every
 * copy in Cache Storage (put there by some other worker) is removed so that no cache keeps an old
 * config. The removal waits until the browser is idle after start-up (decision 261): looking
 * through every cache for the address was part of the start-up's path on every screen, before the
 * sign-in could begin.
 */
export async function loadKeycloakConfig(): Promise<KeycloakConfig> {
  whenIdle(() => void removeFromCacheStorage(KEYCLOAK_CONFIG_URL));
  const response = await fetch(KEYCLOAK_CONFIG_URL, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) {
    throw new Error(`${KEYCLOAK_CONFIG_URL} answered ${response.status}`);
  }
  return readKeycloakConfig(await response.json());
}

/**
 * Checks the config's three fields by hand: this runs before anything else, and zod stays out of
 * the first screen (decision 007). The shape is `keycloakConfigSchema` in the contracts.
 */
export function readKeycloakConfig(value: unknown): KeycloakConfig {
  const config = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const realm = config.realm;
  const authServerUrl = config['auth-server-url'];
  const resource = config.resource;
  if (typeof realm !== 'string' || typeof authServerUrl !== 'string' || typeof resource !== 'string') {
    throw new Error(`${KEYCLOAK_CONFIG_URL} lacks realm, auth-server-url or resource`);
  }
  return { realm, 'auth-server-url': authServerUrl, resource };
}

/** Removes every copy of `url`, whatever its query, from the origin's Cache Storage; never throws. */
export async function removeFromCacheStorage(url: string): Promise<void> {
  if (!('caches' in globalThis)) return;
  try {
    const names = await caches.keys();
    await Promise.all(
      names.map(async (name) => {
        const cache = await caches.open(name);
        await cache.delete(url, { ignoreSearch: true });
      }),
    );
  } catch (error) {
    // Cache Storage is unavailable in some private modes; the fetch itself bypasses caches anyway.
    console.warn('Could not clear cached keycloak config', error);
  }
}

/** Signs the user in (redirecting to the provider when needed) with PKCE S256. */
export async function signIn(config: KeycloakConfig): Promise<Keycloak> {
  const instance = new Keycloak({
    url: config['auth-server-url'],
    realm: config.realm,
    clientId: config.resource,
  });
  keycloak = instance;
  await instance.init({ onLoad: 'login-required', pkceMethod: 'S256', checkLoginIframe: false });
  return instance;
}

/**
 * Returns a token valid for at least the next 10 seconds (spec 4 and 9). When the provider answers
 * the refresh with HTTP 400 the session is gone: the token is cleared and a new login starts.
 */
export async function getFreshToken(): Promise<string | undefined> {
  if (!keycloak) return undefined;
  try {
    await keycloak.updateToken(LIMITS.tokenMinValiditySeconds);
  } catch (error) {
    if (isHttpStatus(error, 400)) {
      // With onLoad 'login-required' keycloak-js's clearToken() starts the login itself;
      // calling login() a second time would only race two redirects.
      keycloak.clearToken();
      if (!keycloak.loginRequired) void keycloak.login();
    }
    throw error;
  }
  return keycloak.token;
}

function isHttpStatus(error: unknown, status: number): boolean {
  if (typeof error !== 'object' || error === null || !('response' in error)) return false;
  const response = (error as { response?: { status?: unknown } }).response;
  return response?.status === status;
}

/** Forgets the token of this tab (spec 4: when loading the current user fails). */
export function clearToken(): void {
  keycloak?.clearToken();
}

/**
 * Logs out at the provider (end-session with id_token_hint) and comes back to /logout. First
 * removes what offline reading kept of this user (decision 239), even when that fails.
 */
export async function logout(): Promise<void> {
  try {
    const { clearOfflineData } = await import('./offline/clear-offline-data');
    await clearOfflineData();
  } catch (error) {
    console.warn('Offline data could not be removed', error);
  }
  if (!keycloak) {
    location.assign(LOGOUT_PATH);
    return;
  }
  await keycloak.logout({ redirectUri: `${location.origin}${LOGOUT_PATH}` });
}

/**
 * Removes what a previous session left in this browser: the in-memory token and keycloak-js's
 * login callback state (PKCE verifier, nonce) in localStorage and cookies.
 */
export function removeStoredLogin(): void {
  keycloak?.clearToken();
  keycloak = null;
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(LOGIN_CALLBACK_PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // Storage may be blocked; there is nothing stored then.
  }
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name?.startsWith(LOGIN_CALLBACK_PREFIX)) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  }
}
