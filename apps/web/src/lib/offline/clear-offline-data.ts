import { isOfflineCacheName, OFFLINE_SESSION_KEY } from './offline-scope';

let hasSignOutStarted = false;

/** After sign-out started, no answer is kept any more (one may still arrive before the redirect). */
export function hasSignOutStartedInThisTab(): boolean {
  return hasSignOutStarted;
}

/**
 * Removes everything offline reading kept in this browser (decision 239): the kept API answers of
 * every user in Cache Storage and the record of the last signed-in user. Called by the sign-out
 * (lib/keycloak.ts `logout`), before the identity provider is left, so a shared school computer
 * holds nothing of the person afterwards. The service worker's caches hold only the app's own code
 * and stay. Never throws: a browser without Cache Storage has nothing to remove.
 */
export async function clearOfflineData(): Promise<void> {
  hasSignOutStarted = true;
  try {
    localStorage.removeItem(OFFLINE_SESSION_KEY);
  } catch {
    // Storage blocked: nothing was stored either.
  }
  if (!('caches' in globalThis)) return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter(isOfflineCacheName).map((name) => caches.delete(name)));
  } catch (error) {
    console.warn('Offline data could not be removed', error);
  }
}
