import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_SESSION_KEY } from './offline-scope';

// The session as keycloak-js would hold it: none after an offline start.
const session: { authenticated: boolean; subject?: string } = { authenticated: false };
vi.mock('../keycloak', () => ({ getKeycloak: () => session }));

const { readableSubjectNow } = await import('./offline-copy');

const stored = new Map<string, string>();

beforeEach(() => {
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
});

afterEach(() => {
  stored.clear();
  session.authenticated = false;
  delete session.subject;
  vi.unstubAllGlobals();
});

function rememberSession(subject: string, validUntil: number): void {
  stored.set(OFFLINE_SESSION_KEY, JSON.stringify({ subject, validUntil }));
}

// The drafts queue (decision 240) opens its database under this subject: after an offline start a
// draft written then must land in the last signed-in person's database, not nowhere.
describe('readableSubjectNow', () => {
  it('is the live session subject, never the stored record, while signed in', () => {
    rememberSession('other-subject', Date.now() + 60_000);
    Object.assign(session, { authenticated: true, subject: 'live-subject' });
    expect(readableSubjectNow()).toBe('live-subject');
  });

  it('is the last signed-in subject after an offline start while its session would still be valid', () => {
    rememberSession('schueler-subject', Date.now() + 60_000);
    expect(readableSubjectNow()).toBe('schueler-subject');
  });

  it('is nobody once that session has ended or after a sign-out removed the record', () => {
    rememberSession('schueler-subject', Date.now() - 1);
    expect(readableSubjectNow()).toBeUndefined();
    stored.clear();
    expect(readableSubjectNow()).toBeUndefined();
  });
});
