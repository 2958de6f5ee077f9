import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../platform/auth/passwords';
import { clients, users } from '../../../platform/db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
const URL_IMPORTANT = '/api/messaging/v1/notifications/important';
const otherLandUuid = randomUUID();

async function call(method: 'GET' | 'POST' | 'DELETE', username: string | null, body?: unknown) {
  const headers: Record<string, string> = {};
  if (username) {
    headers.authorization = `Bearer ${await testApp.tokenOf(username)}`;
  }
  return testApp.app.inject({ method, url: URL_IMPORTANT, headers, ...(body === undefined ? {} : { payload: body as object }) });
}

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  await db.insert(clients).values({ uuid: otherLandUuid, name: 'Anderes Land', subline: '' });
  await db.insert(users).values({
    idpSubject: 'landadmin-anderes-land',
    username: 'landadmin-anders',
    passwordHash: await hashPassword('berufswahl'),
    clientUuid: otherLandUuid,
    firstName: 'Ole',
    surname: 'Anders',
    roles: ['ADMIN_LAND'],
    activeRole: 'ADMIN_LAND',
  });
});
afterAll(() => testApp.close());

describe('/notifications/important', () => {
  it('is empty until someone writes it', async () => {
    const response = await call('GET', 'schuladmin');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ important_notification: null });
  });

  it("lets a state coordinator write the text of the own Land, which the Land's school coordinators read", async () => {
    const written = await call('POST', 'landadmin', { important_notification: 'Am Freitag ist Wartung.' });
    expect(written.statusCode).toBe(200);
    expect(written.json()).toEqual({ important_notification: 'Am Freitag ist Wartung.' });
    expect((await call('GET', 'schuladmin')).json()).toEqual({ important_notification: 'Am Freitag ist Wartung.' });
  });

  it('shows the federal text to every Land, before the Land’s own text', async () => {
    await call('POST', 'bundadmin', { important_notification: 'Neue Version ab Montag.' });
    expect((await call('GET', 'schuladmin')).json()).toEqual({
      important_notification: 'Neue Version ab Montag.\n\nAm Freitag ist Wartung.',
    });
    expect((await call('GET', 'landadmin')).json()).toMatchObject({ important_notification: expect.stringContaining('Neue Version') });
  });

  it('replaces the text on a second POST and removes it with DELETE, each writer only its own', async () => {
    await call('POST', 'landadmin', { important_notification: 'Wartung verschoben.' });
    expect((await call('GET', 'landadmin')).json()).toEqual({
      important_notification: 'Neue Version ab Montag.\n\nWartung verschoben.',
    });
    const removed = await call('DELETE', 'landadmin');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ important_notification: 'Neue Version ab Montag.' });
    await call('DELETE', 'bundadmin');
    expect((await call('GET', 'schuladmin')).json()).toEqual({ important_notification: null });
  });

  it("never shows one Land's text in another Land, nor lets its coordinator remove it", async () => {
    await call('POST', 'landadmin', { important_notification: 'Nur Beispielland.' });
    expect((await call('GET', 'landadmin-anders')).json()).toEqual({ important_notification: null });
    await call('DELETE', 'landadmin-anders');
    expect((await call('GET', 'schuladmin')).json()).toEqual({ important_notification: 'Nur Beispielland.' });
    await call('DELETE', 'landadmin');
  });

  it('answers 400 with the German message for an empty text', async () => {
    const response = await call('POST', 'landadmin', { important_notification: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Wichtige Mitteilung ist ein Pflichtfeld' });
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', null)).statusCode).toBe(401);
    expect((await call('POST', null, { important_notification: 'x' })).statusCode).toBe(401);
    expect((await call('DELETE', null)).statusCode).toBe(401);
  });

  it('answers 403 to roles that neither see nor write it', async () => {
    expect((await call('GET', 'lehrer')).statusCode).toBe(403);
    expect((await call('GET', 'schueler')).statusCode).toBe(403);
    expect((await call('POST', 'schuladmin', { important_notification: 'x' })).statusCode).toBe(403);
    expect((await call('DELETE', 'schuladmin')).statusCode).toBe(403);
  });
});
