import type { Me } from '@berufswahl/contracts';
import * as meEndpoints from '@berufswahl/contracts/identity/endpoints/me';
import { getMe } from '../lib/me/get-me';
import { preloadTermsModal } from '../features/identity/terms/terms-gate';
import { shouldShowTermsModal } from '../features/identity/terms/terms-rule';
import { getNextFlowUuid } from '../features/signatures/flow/api/get-next-flow-uuid';
import { setForcedSignaturePath } from '../lib/first-run-queue';
import { prefetchMatomoConfig } from '../lib/analytics/matomo-config';
import { applyDisplayPreferences } from '../lib/display-preferences';
import { applySimpleLanguage } from '../lib/i18n';
import { clearToken, loadKeycloakConfig, removeStoredLogin, signIn } from '../lib/keycloak';
import { reloadUnlessLooping, resetReloadGuard } from '../lib/reload-guard';
import { canSwitchRole } from './layouts/menu-visibility';
import { preloadRoleSwitcher } from './layouts/main-nav';
import { preloadScreenAt } from './router';
import { isLogoutPath, normalizePath, PATHS } from '../lib/route-paths';

export type StartUpResult =
  /** Signed in, user loaded, flow checked: render the app. */
  | { kind: 'ready'; me: Me }
  /** On /logout: no login, no flow check, only the logout page. */
  | { kind: 'logged-out' }
  /** The page is being left (login redirect or reload); keep showing the loading status. */
  | { kind: 'leaving' }
  /** Start-up cannot go on; show an error screen with a reload button. */
  | { kind: 'failed'; reason: 'config' | 'sign-in' | 'me' };

/**
 * Start-up as spec 1, 4 and 7 describe it:
 * runtime config → sign-in (PKCE S256) → current user → pending signature flow → render.
 */
export async function startApp(): Promise<StartUpResult> {
  if (isLogoutPath(location.pathname)) {
    removeStoredLogin();
    return { kind: 'logged-out' };
  }

  let config;
  try {
    config = await loadKeycloakConfig();
  } catch (error) {
    // No network (TypeError of fetch): the last user's kept copy, while the session lasts (decision 239).
    const me = error instanceof TypeError || !navigator.onLine ? await startOfflineIfKept() : undefined;
    if (me) return { kind: 'ready', me };
    console.error('Start-up: could not load /config/keycloak.json', error);
    return { kind: 'failed', reason: 'config' };
  }

  try {
    const keycloak = await signIn(config);
    if (!keycloak.authenticated) {
      return reloadOrFail('sign-in');
    }
  } catch (error) {
    console.error('Start-up: sign-in failed', error);
    return reloadOrFail('sign-in');
  }

  let me: Me;
  try {
    me = await getMe();
  } catch (error) {
    console.error('Start-up: loading the current user failed', error);
    // Spec 4: remove the stored token and reload (which signs in anew).
    return reloadOrFail('me', clearToken);
  }
  resetReloadGuard();
  preloadLazyParts(me);

  await redirectToPendingSignatureFlow();

  applyDisplayPreferences({ contrast: me.contrast_mode, theme: me.theme });
  if (me.simple_language) {
    try {
      await applySimpleLanguage();
    } catch (error) {
      // The normal German texts are still there.
      console.error('Start-up: Leichte Sprache texts could not be loaded', error);
    }
  }
  return { kind: 'ready', me };
}

async function startOfflineIfKept(): Promise<Me | undefined> {
  try {
    const me = await (await import('../lib/offline/offline-copy')).startOffline(meEndpoints.me.path);
    if (!me) return undefined;
    applyDisplayPreferences({ contrast: me.contrast_mode, theme: me.theme });
    // The Leichte-Sprache texts come from the worker's cache when they were loaded before.
    if (me.simple_language) await applySimpleLanguage().catch(() => undefined);
    return me;
  } catch (error) {
    console.error('Start-up: no offline copy', error);
    return undefined;
  }
}

/** Fetches the code of lazily loaded parts this user will see, while the flow check runs. */
function preloadLazyParts(me: Me): void {
  const ignore = () => {}; // a failure shows up again, and is handled, when the part renders
  prefetchMatomoConfig().catch(ignore);
  // Rarely in vain: the flow check may still move the address to a signature flow. The screen's
  // module may run before Leichte Sprache is switched on: addTexts keeps its overlay until then.
  preloadScreenAt(location.pathname);
  if (canSwitchRole(me)) preloadRoleSwitcher().catch(ignore);
  if (shouldShowTermsModal(me)) preloadTermsModal().catch(ignore);
}

function reloadOrFail(reason: 'sign-in' | 'me', beforeReload?: () => void): StartUpResult {
  return reloadUnlessLooping(beforeReload) ? { kind: 'leaving' } : { kind: 'failed', reason };
}

/** A non-empty flow identifier sends the user to /slp/{uuid} before anything else is shown. */
async function redirectToPendingSignatureFlow(): Promise<void> {
  try {
    const uuid = await getNextFlowUuid();
    if (uuid === '') return;
    const target = PATHS.signatureFlow(uuid);
    // The first-run queue keeps the welcome and the notifications off this page (decision 185).
    setForcedSignaturePath(target);
    if (normalizePath(location.pathname) !== target) {
      history.replaceState(history.state, '', target);
    }
  } catch (error) {
    // Spec 8: a start-up failure of this check is only logged.
    console.error('Start-up: checking for a pending signature flow failed', error);
  }
}
