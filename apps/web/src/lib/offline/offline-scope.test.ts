import { describe, expect, it } from 'vitest';
import {
  isOfflineReadable,
  OFFLINE_CACHE_PREFIX,
  offlineCacheNameFor,
  otherSubjectsCaches,
  parseOfflineSession,
  readableSubject,
} from './offline-scope';

const STORY = '0b8f4a52-3d7e-4c1a-9f0e-2a6b5c4d3e21';
const ANNA = 'a1111111-1111-4111-8111-111111111111';
const BEN = 'b2222222-2222-4222-8222-222222222222';

describe('isOfflineReadable', () => {
  it('keeps the own user, Mein Weg, the own stories, News and events', () => {
    for (const path of [
      '/api/identity/v1/users/me',
      '/api/navigation/v1/navigation',
      '/api/bo/v1/career-orientations/my',
      '/api/bo/v1/career-orientations/my/stations',
      `/api/bo/v1/tasks/${STORY}`,
      '/api/bo/v1/artefacts/stories?page=1&view=active',
      `/api/bo/v1/artefacts/stories/${STORY}`,
      '/api/messaging/v1/news?page=2',
      `/api/messaging/v1/events/${STORY}`,
    ]) {
      expect(isOfflineReadable(path), path).toBe(true);
    }
  });

  it('never keeps sign-in, runtime config, files, other people or staff data', () => {
    for (const path of [
      '/realms/berufswahl/protocol/openid-connect/token',
      '/config/keycloak.json',
      '/api/files/v1/me/files',
      `/api/files/v1/downloads/${STORY}`,
      '/api/identity/v1/users',
      '/api/identity/v1/users/me/active-group/LEHRER',
      `/api/bo/v1/stations/active/${STORY}`,
      '/api/bo/v1/artefacts/stories/not-a-uuid',
      `/api/bo/v1/artefacts/stories/${STORY}/pin`,
      '/api/messaging/v1/notifications',
    ]) {
      expect(isOfflineReadable(path), path).toBe(false);
    }
  });
});

describe('offlineCacheNameFor', () => {
  it('names one cache per subject', () => {
    expect(offlineCacheNameFor(ANNA)).toBe(`${OFFLINE_CACHE_PREFIX}${ANNA}`);
    expect(offlineCacheNameFor(ANNA)).not.toBe(offlineCacheNameFor(BEN));
  });

  it('names none without a subject or for one that is no plain id', () => {
    expect(offlineCacheNameFor(undefined)).toBeUndefined();
    expect(offlineCacheNameFor('')).toBeUndefined();
    expect(offlineCacheNameFor('../other')).toBeUndefined();
    expect(offlineCacheNameFor('x'.repeat(129))).toBeUndefined();
  });
});

describe('otherSubjectsCaches', () => {
  it('when Ben signs in after Anna, should name Anna’s cache and none of the app’s code caches', () => {
    const names = [`${OFFLINE_CACHE_PREFIX}${ANNA}`, `${OFFLINE_CACHE_PREFIX}${BEN}`, 'berufswahl-assets', 'workbox-precache-v2-http://localhost/'];
    expect(otherSubjectsCaches(names, BEN)).toEqual([`${OFFLINE_CACHE_PREFIX}${ANNA}`]);
  });
});

describe('parseOfflineSession', () => {
  it('reads a stored record', () => {
    expect(parseOfflineSession(JSON.stringify({ subject: ANNA, validUntil: 5 }))).toEqual({ subject: ANNA, validUntil: 5 });
  });

  it('treats anything malformed as no record', () => {
    for (const stored of [null, '', 'not json', 'null', '{}', JSON.stringify({ subject: ANNA }), JSON.stringify({ subject: '../x', validUntil: 5 })]) {
      expect(parseOfflineSession(stored), String(stored)).toBeUndefined();
    }
  });
});

describe('readableSubject', () => {
  const now = 1_000_000;

  it('with a live session, reads only that subject – never the stored one of someone else', () => {
    expect(readableSubject(BEN, { subject: ANNA, validUntil: now + 60_000 }, now)).toBe(BEN);
  });

  it('without a session (offline start), reads the stored subject while its session lasts', () => {
    expect(readableSubject(undefined, { subject: ANNA, validUntil: now + 1 }, now)).toBe(ANNA);
  });

  it('without a session, reads nothing once the stored session has ended', () => {
    expect(readableSubject(undefined, { subject: ANNA, validUntil: now }, now)).toBeUndefined();
    expect(readableSubject(undefined, undefined, now)).toBeUndefined();
  });
});
