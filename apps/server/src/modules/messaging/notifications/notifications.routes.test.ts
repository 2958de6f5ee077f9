import { randomUUID } from 'node:crypto';
import { notificationSchema, unreadNotificationsResponseSchema } from '@berufswahl/contracts';
import { leichteSpracheRuleBreaks } from '@berufswahl/contracts/shared/leichte-sprache-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../platform/db/schema';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { notifyUsers } from '../index';
import { WELCOME_NOTIFICATION_LEICHT } from './welcome-notification';

let testApp: TestApp;
const BASE = '/api/messaging/v1/notifications';

async function call(method: 'GET' | 'PATCH', url: string, username: string | null, payload?: object) {
  const headers: Record<string, string> = {};
  if (username) {
    headers.authorization = `Bearer ${await testApp.tokenOf(username)}`;
  }
  return testApp.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

async function unreadOf(username: string) {
  const response = await call('GET', `${BASE}/unread`, username);
  expect(response.statusCode).toBe(200);
  return unreadNotificationsResponseSchema.parse(response.json());
}

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /notifications/unread', () => {
  it('greets an account with one modal welcome notification, in du for students', async () => {
    const unread = await unreadOf('schueler');
    expect(unread).toEqual([
      expect.objectContaining({ title: 'Deine erste Nachricht', is_modal: true, icon: 'welcome', message: expect.stringContaining('dich') }),
    ]);
    // Asking again creates no second welcome.
    expect(await unreadOf('schueler')).toHaveLength(1);
  });

  it('addresses everyone else with Sie', async () => {
    const [welcome] = await unreadOf('lehrer2');
    expect(welcome?.title).toBe('Ihre erste Nachricht');
    expect(welcome?.message).toContain('Sie');
  });

  it('lists unread notifications oldest first', async () => {
    const user = demoUser(testApp.world, 'lehrer-neu').uuid;
    await unreadOf('lehrer-neu');
    await notifyUsers(testApp.database.db, { userUuids: [user], type: 'news', title: 'Erste', message: 'A' });
    await notifyUsers(testApp.database.db, { userUuids: [user], type: 'news', title: 'Zweite', message: 'B', isModal: true });
    const titles = (await unreadOf('lehrer-neu')).map((notification) => notification.title);
    expect(titles).toEqual(['Ihre erste Nachricht', 'Erste', 'Zweite']);
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', `${BASE}/unread`, null)).statusCode).toBe(401);
  });

  it('answers 403 for a deactivated account', async () => {
    const response = await call('GET', `${BASE}/unread`, 'deaktiviert');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});

/** Decision 234: notifications keep their Leichte-Sprache texts beside them; the reader's setting picks. */
describe('notifications in Leichte Sprache', () => {
  const setSimpleLanguage = (username: string, simpleLanguage: boolean) =>
    testApp.database.db.update(users).set({ simpleLanguage }).where(eq(users.uuid, demoUser(testApp.world, username).uuid));
  const twinned = {
    type: 'internship' as const,
    title: 'Praktikum eintragen',
    message: 'Deine Lehrkraft erinnert dich: Trag bitte deinen Praktikumsplatz in der App ein.',
    linkText: 'Zum Praktikum',
    leichteSprache: { title: 'Trag dein Praktikum ein', message: 'Bitte trag deinen Praktikums·platz ein.', linkText: 'Zum Praktikum' },
  };

  it('shows a student with the mode on the twins, and the standard texts when the mode is off again', async () => {
    const student = demoUser(testApp.world, 'schueler').uuid;
    await setSimpleLanguage('schueler', true);
    await notifyUsers(testApp.database.db, { userUuids: [student], ...twinned });
    // Written before this decision, or by a producer without twins: the standard texts.
    await notifyUsers(testApp.database.db, { userUuids: [student], type: 'news', title: 'Ohne Zwilling', message: 'Text' });
    const simple = await unreadOf('schueler');
    expect(simple.map(({ title, message, link_text, cancel_text }) => ({ title, message, link_text, cancel_text }))).toEqual([
      {
        title: WELCOME_NOTIFICATION_LEICHT.title,
        message: WELCOME_NOTIFICATION_LEICHT.message,
        link_text: WELCOME_NOTIFICATION_LEICHT.linkText,
        cancel_text: WELCOME_NOTIFICATION_LEICHT.cancelText,
      },
      { title: 'Trag dein Praktikum ein', message: 'Bitte trag deinen Praktikums·platz ein.', link_text: 'Zum Praktikum', cancel_text: null },
      { title: 'Ohne Zwilling', message: 'Text', link_text: null, cancel_text: null },
    ]);
    await setSimpleLanguage('schueler', false);
    const standard = await unreadOf('schueler');
    expect(standard.map(({ title }) => title)).toEqual(['Deine erste Nachricht', 'Praktikum eintragen', 'Ohne Zwilling']);
    const read = await call('PATCH', `${BASE}/read`, 'schueler', { uuids: standard.map(({ uuid }) => uuid) });
    expect(read.statusCode).toBe(200);
  });

  it('keeps the standard texts for staff, whatever their setting', async () => {
    const teacher = demoUser(testApp.world, 'lehrer2').uuid;
    await setSimpleLanguage('lehrer2', true);
    await notifyUsers(testApp.database.db, { userUuids: [teacher], ...twinned });
    const titles = (await unreadOf('lehrer2')).map(({ title }) => title);
    expect(titles).toContain('Praktikum eintragen');
    expect(titles).not.toContain('Trag dein Praktikum ein');
    await setSimpleLanguage('lehrer2', false);
  });

  it('writes the welcome twin to the rules of Leichte Sprache', () => {
    const text = Object.values(WELCOME_NOTIFICATION_LEICHT).join(' ');
    expect(leichteSpracheRuleBreaks(text)).toEqual([]);
  });
});

describe('PATCH /notifications/{uuid}/read', () => {
  it('marks an own notification read so that it is not listed again', async () => {
    const [welcome] = await unreadOf('lehrer');
    const response = await call('PATCH', `${BASE}/${welcome?.uuid}/read`, 'lehrer');
    expect(response.statusCode).toBe(200);
    expect(notificationSchema.parse(response.json()).uuid).toBe(welcome?.uuid);
    expect(await unreadOf('lehrer')).toEqual([]);
    // Marking twice does no harm.
    expect((await call('PATCH', `${BASE}/${welcome?.uuid}/read`, 'lehrer')).statusCode).toBe(200);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const [foreign] = await unreadOf('schueler2');
    const response = await call('PATCH', `${BASE}/${foreign?.uuid}/read`, 'lehrer');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await unreadOf('schueler2')).toHaveLength(1);
  });

  it('answers 404 for an unknown uuid and 400 for something that is not a uuid', async () => {
    expect((await call('PATCH', `${BASE}/${randomUUID()}/read`, 'lehrer')).statusCode).toBe(404);
    expect((await call('PATCH', `${BASE}/abc/read`, 'lehrer')).statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 for a deactivated account', async () => {
    expect((await call('PATCH', `${BASE}/${randomUUID()}/read`, null)).statusCode).toBe(401);
    expect((await call('PATCH', `${BASE}/${randomUUID()}/read`, 'deaktiviert')).statusCode).toBe(403);
  });
});

describe('PATCH /notifications/read', () => {
  it('marks several own notifications read at once and answers how many were unread', async () => {
    const user = demoUser(testApp.world, 'altnutzer').uuid;
    const { uuids } = await notifyUsers(testApp.database.db, { userUuids: [user], type: 'events', title: 'T1', message: '-' });
    const { uuids: more } = await notifyUsers(testApp.database.db, { userUuids: [user], type: 'events', title: 'T2', message: '-' });
    const { uuids: kept } = await notifyUsers(testApp.database.db, { userUuids: [user], type: 'station', title: 'S', message: '-' });
    const response = await call('PATCH', `${BASE}/read`, 'altnutzer', { uuids: [...uuids, ...more, ...more] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ read: 2 });
    const bubbles = await call('GET', `${BASE}/bubbles?types=events,station`, 'altnutzer');
    expect(bubbles.json()).toEqual([
      { type: 'events', amount: 0 },
      { type: 'station', amount: 1 },
    ]);
    expect((await unreadOf('altnutzer')).map((notification) => notification.uuid)).toContain(kept[0]);
    // Marking again changes nothing.
    expect((await call('PATCH', `${BASE}/read`, 'altnutzer', { uuids })).json()).toEqual({ read: 0 });
  });

  it("leaves another user's notifications unread", async () => {
    const [foreign] = await unreadOf('schueler2');
    const response = await call('PATCH', `${BASE}/read`, 'lehrer', { uuids: [foreign?.uuid] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ read: 0 });
    expect((await unreadOf('schueler2')).map((notification) => notification.uuid)).toContain(foreign?.uuid);
  });

  it('answers 400 for an empty list, more than 100 uuids or something that is not a uuid', async () => {
    const tooMany = Array.from({ length: 101 }, () => randomUUID());
    for (const uuids of [[], tooMany, ['abc']]) {
      expect((await call('PATCH', `${BASE}/read`, 'lehrer', { uuids })).statusCode).toBe(400);
    }
  });

  it('answers 401 without a token and 403 for a deactivated account', async () => {
    expect((await call('PATCH', `${BASE}/read`, null, { uuids: [randomUUID()] })).statusCode).toBe(401);
    expect((await call('PATCH', `${BASE}/read`, 'deaktiviert', { uuids: [randomUUID()] })).statusCode).toBe(403);
  });
});

describe('GET /notifications/bubbles', () => {
  it('counts unread notifications per requested type, 0 for types without any', async () => {
    const user = demoUser(testApp.world, 'mehrfach').uuid;
    await notifyUsers(testApp.database.db, { userUuids: [user, user], type: 'news', title: 'N1', message: '-' });
    await notifyUsers(testApp.database.db, { userUuids: [user], type: 'news', title: 'N2', message: '-' });
    await notifyUsers(testApp.database.db, { userUuids: [user], type: 'events', title: 'E1', message: '-' });
    const response = await call('GET', `${BASE}/bubbles?types=news,events,stories`, 'mehrfach');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { type: 'news', amount: 2 },
      { type: 'events', amount: 1 },
      { type: 'stories', amount: 0 },
    ]);
  });

  it('counts every type with unread notifications when no types are given', async () => {
    const response = await call('GET', `${BASE}/bubbles`, 'mehrfach');
    expect(response.json()).toEqual([
      { type: 'events', amount: 1 },
      { type: 'news', amount: 2 },
    ]);
  });

  it('answers 400 for a malformed type list, 401 without a token, 403 for a deactivated account', async () => {
    expect((await call('GET', `${BASE}/bubbles?types=News%20!`, 'mehrfach')).statusCode).toBe(400);
    expect((await call('GET', `${BASE}/bubbles?types=news`, null)).statusCode).toBe(401);
    expect((await call('GET', `${BASE}/bubbles?types=news`, 'deaktiviert')).statusCode).toBe(403);
  });
});
