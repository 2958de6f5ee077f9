import * as meinWegEndpoints from '@berufswahl/contracts/bo/endpoints/mein-weg';
import * as storiesEndpoints from '@berufswahl/contracts/bo/endpoints/stories';
import * as meEndpoints from '@berufswahl/contracts/identity/endpoints/me';
import * as newsEndpoints from '@berufswahl/contracts/messaging/endpoints/news';
import * as navigationEndpoints from '@berufswahl/contracts/navigation/endpoints/navigation';
import { uuidPathPatternOf } from '@berufswahl/contracts/shared/endpoint';

/**
 * The rules of offline reading (decision 239), free of browser APIs so they are unit-tested:
 * which API answers are kept, in whose cache, and whose cache may be read.
 *
 * Security in short: an answer is kept only under the subject of the token that fetched it, and is
 * read only for the subject of the live session – or, when the app started offline without a
 * session, for the last signed-in subject while that session would still be valid online. Signing
 * out removes every kept answer (clear-offline-data.ts).
 */

/** Cache Storage names of kept answers start with this; nothing else of the app uses it. */
export const OFFLINE_CACHE_PREFIX = 'berufswahl-offline-v1-';

/** localStorage key of the last signed-in subject and when its session ends. */
export const OFFLINE_SESSION_KEY = 'berufswahl-offline-session';

/** More answers than a student reads in a week of lessons; the oldest go first. */
export const OFFLINE_COPY_MAX_ENTRIES = 150;

/**
 * The GET answers a student reads again offline: the own user (the shell needs it), the menus,
 * Mein Weg and its tasks, the own stories, News and events. Each is an answer about the caller or
 * for the caller; nothing of other people's accounts (class lists, statistics, files) is kept.
 * Named by their declarations, matched exactly, so a new route is never kept by accident.
 */
const OFFLINE_READABLE_PATHS: readonly RegExp[] = [
  meEndpoints.me,
  navigationEndpoints.navigation,
  navigationEndpoints.quickNavigation,
  meinWegEndpoints.myCareerOrientation,
  meinWegEndpoints.myStations,
  meinWegEndpoints.task,
  storiesEndpoints.stories,
  storiesEndpoints.story,
  newsEndpoints.news,
  newsEndpoints.newsItem,
  newsEndpoints.events,
  newsEndpoints.event,
].map(uuidPathPatternOf);

/** Whether a GET path (with or without its query) is kept for offline reading. */
export function isOfflineReadable(pathWithQuery: string): boolean {
  const pathname = pathWithQuery.split('?')[0] ?? '';
  return OFFLINE_READABLE_PATHS.some((pattern) => pattern.test(pathname));
}

const SUBJECT = /^[A-Za-z0-9._-]{1,128}$/;

/** The cache of one subject (the token's `sub`); undefined for a subject that is no plain id. */
export function offlineCacheNameFor(subject: string | undefined): string | undefined {
  return subject !== undefined && SUBJECT.test(subject) ? `${OFFLINE_CACHE_PREFIX}${subject}` : undefined;
}

export function isOfflineCacheName(name: string): boolean {
  return name.startsWith(OFFLINE_CACHE_PREFIX);
}

/** Caches of kept answers that belong to anyone but `subject`: removed when `subject` signs in. */
export function otherSubjectsCaches(names: readonly string[], subject: string): string[] {
  const own = offlineCacheNameFor(subject);
  return names.filter((name) => isOfflineCacheName(name) && name !== own);
}

/** The last signed-in subject and the end of its session (epoch ms). */
export type OfflineSession = { subject: string; validUntil: number };

/** Reads the stored session record; anything malformed counts as none. */
export function parseOfflineSession(stored: string | null): OfflineSession | undefined {
  if (!stored) return undefined;
  try {
    const value = JSON.parse(stored) as Partial<OfflineSession> | null;
    if (typeof value?.subject !== 'string' || !SUBJECT.test(value.subject)) return undefined;
    if (typeof value.validUntil !== 'number' || !Number.isFinite(value.validUntil)) return undefined;
    return { subject: value.subject, validUntil: value.validUntil };
  } catch {
    return undefined;
  }
}

/**
 * Whose kept answers may be read now. With a live session only its own subject's – never the
 * stored record's, which may be another person's. Without one (the app started offline), the
 * stored subject's while its session has not ended: an online reload would sign the same person in
 * again until then, so offline shows nobody anything the network would not.
 */
export function readableSubject(liveSubject: string | undefined, stored: OfflineSession | undefined, now: number): string | undefined {
  if (liveSubject !== undefined) return liveSubject;
  if (stored && stored.validUntil > now) return stored.subject;
  return undefined;
}
