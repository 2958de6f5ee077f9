import type { Me } from '@berufswahl/contracts';
import { getKeycloak } from '../keycloak';
import { hasSignOutStartedInThisTab } from './clear-offline-data';
import { markCopyReplaced, markCopyServed, markStartedOffline } from './offline-stand';
import {
  isOfflineReadable,
  OFFLINE_COPY_MAX_ENTRIES,
  OFFLINE_SESSION_KEY,
  offlineCacheNameFor,
  otherSubjectsCaches,
  parseOfflineSession,
  readableSubject,
  type OfflineSession,
} from './offline-scope';

/**
 * The offline copy of what a user read (decision 239): the API client keeps the answers of a few
 * GET routes (offline-scope.ts) in Cache Storage, one cache per user, and answers from it when
 * the network is gone. Loaded lazily by the API client with the first answer.
 */

const FETCHED_AT_HEADER = 'X-Berufswahl-Fetched-At';

function liveSubject(): string | undefined {
  const keycloak = getKeycloak();
  return keycloak?.authenticated ? keycloak.subject : undefined;
}

function readStoredSession(): OfflineSession | undefined {
  try {
    return parseOfflineSession(localStorage.getItem(OFFLINE_SESSION_KEY));
  } catch {
    return undefined;
  }
}

/** The end of the live session: the refresh token's expiry (the provider ends the session then). */
function liveSessionEnd(): number | undefined {
  const keycloak = getKeycloak();
  const expiry = keycloak?.refreshTokenParsed?.exp ?? keycloak?.tokenParsed?.exp;
  return typeof expiry === 'number' ? expiry * 1000 : undefined;
}

/**
 * Records the signed-in subject. When it differs from the stored one, someone else used this
 * browser before without signing out: that person's kept answers are removed first.
 */
async function rememberSession(subject: string, validUntil: number): Promise<void> {
  const stored = readStoredSession();
  if (stored?.subject !== subject) {
    const names = await caches.keys();
    await Promise.all(otherSubjectsCaches(names, subject).map((name) => caches.delete(name)));
  }
  try {
    localStorage.setItem(OFFLINE_SESSION_KEY, JSON.stringify({ subject, validUntil } satisfies OfflineSession));
  } catch {
    // Storage blocked: the app cannot start offline then, but reading with a session still works.
  }
}

/** Keeps a fresh GET answer for offline reading, under the subject of the token that fetched it. */
export async function keepOfflineCopy(path: string, data: unknown): Promise<void> {
  markCopyReplaced(path);
  if (!isOfflineReadable(path) || !('caches' in globalThis) || hasSignOutStartedInThisTab()) return;
  const subject = liveSubject();
  const cacheName = offlineCacheNameFor(subject);
  const validUntil = liveSessionEnd();
  if (subject === undefined || cacheName === undefined || validUntil === undefined) return;
  await rememberSession(subject, validUntil);
  const cache = await caches.open(cacheName);
  const headers = { 'Content-Type': 'application/json', [FETCHED_AT_HEADER]: String(Date.now()) };
  await cache.put(path, new Response(JSON.stringify(data ?? null), { headers }));
  const keys = await cache.keys();
  // Cache keys come in the order they were first stored: the oldest go.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - OFFLINE_COPY_MAX_ENTRIES)).map((key) => cache.delete(key)));
}

/**
 * Whose kept data this tab may use now (offline-scope.ts `readableSubject`): the live session's
 * subject, or after an offline start the last signed-in one while its session would still be valid.
 * The offline drafts (decision 240) are opened under the same rule.
 */
export function readableSubjectNow(): string | undefined {
  return readableSubject(liveSubject(), readStoredSession(), Date.now());
}

/**
 * The kept answer of a GET path for whoever may read now (offline-scope.ts `readableSubject`);
 * undefined when there is none. Marks the answer's fetch time for the offline banner.
 */
export async function readOfflineCopy(path: string): Promise<{ data: unknown; fetchedAt: number } | undefined> {
  if (!isOfflineReadable(path) || !('caches' in globalThis)) return undefined;
  const cacheName = offlineCacheNameFor(readableSubjectNow());
  // caches.open would create an empty cache: look first.
  if (cacheName === undefined || !(await caches.has(cacheName))) return undefined;
  const response = await (await caches.open(cacheName)).match(path);
  if (!response) return undefined;
  const fetchedAt = Number(response.headers.get(FETCHED_AT_HEADER));
  const data: unknown = await response.json();
  markCopyServed(path, Number.isFinite(fetchedAt) ? fetchedAt : 0);
  return { data, fetchedAt };
}

/**
 * Start-up without a network (start-up.ts): the last signed-in user (`mePath`: the answer of
 * GET users/me), while that session would still be valid online, from the kept copy; undefined
 * when there is none – the start-up error screen shows then, as before.
 */
export async function startOffline(mePath: string): Promise<Me | undefined> {
  const copy = await readOfflineCopy(mePath);
  if (!copy) return undefined;
  markStartedOffline();
  // Kept as the server answered it, after checking it against meSchema on the way out (get-me.ts).
  const me = copy.data as Me;
  // No first-run question offline (welcome, usage statistics): the answer could not be stored, and
  // the copy may be older than the answer already given.
  return { ...me, show_onboarding: false, tracking_consent: me.tracking_consent ?? false };
}
