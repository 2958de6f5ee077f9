import type { AuditPage } from '@berufswahl/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../audit/testing';
import { createAccount, createLand } from '../../identity/testing';
import { createTestApp, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
const URL_IMPORTANT = '/api/messaging/v1/notifications/important';
/** A second Land with a state coordinator of its own, `landadmin-anders` (set up below). */
let otherLandUuid: string;

async function call(method: 'GET' | 'POST' | 'DELETE', username: string | null, body?: unknown, url = URL_IMPORTANT) {
  const headers: Record<string, string> = {};
  if (username) {
    headers.authorization = `Bearer ${await testApp.tokenOf(username)}`;
  }
  return testApp.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
}

const readOwn = (username: string) => call('GET', username, undefined, `${URL_IMPORTANT}/own`);

/** The important-notification rows of the audit trail, oldest first. */
function bannerAuditRows() {
  return testApp.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.targetType, 'important_notification'))
    .orderBy(asc(auditEvents.createdAt));
}

async function auditTrailOf(username: string, scope: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/identity/v1/${scope}/audit-events`,
    headers: { authorization: `Bearer ${await testApp.tokenOf(username)}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AuditPage).data;
}

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  const otherLand = await createLand(db, { name: 'Anderes Land' });
  otherLandUuid = otherLand.uuid;
  // Signs in with the demo password, so `testApp.tokenOf('landadmin-anders')` works as for the demo accounts.
  await createAccount(db, { role: 'ADMIN_LAND', land: otherLand, username: 'landadmin-anders', firstName: 'Ole', surname: 'Anders' });
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

  it("gives each writer the own scope's text alone, with its author, for the editor", async () => {
    await call('POST', 'bundadmin', { important_notification: 'Bundesweit: neue Version.' });
    await call('POST', 'landadmin', { important_notification: 'Nur Beispielland: Wartung.' });
    expect((await readOwn('landadmin')).json()).toMatchObject({
      scope: 'client',
      important_notification: 'Nur Beispielland: Wartung.',
      updated_at: expect.any(String),
      author_name: expect.any(String),
    });
    expect((await readOwn('bundadmin')).json()).toMatchObject({ scope: 'all', important_notification: 'Bundesweit: neue Version.' });
    await call('DELETE', 'landadmin');
    await call('DELETE', 'bundadmin');
    expect((await readOwn('landadmin')).json()).toEqual({ scope: 'client', important_notification: null, updated_at: null, author_name: null });
    expect((await readOwn('schuladmin')).statusCode).toBe(403);
    expect((await call('GET', null, undefined, `${URL_IMPORTANT}/own`)).statusCode).toBe(401);
  });

  it('audits every write and delete: a Land text in its Land, the system-wide text in every Land', async () => {
    const { db } = testApp.database;
    await db.delete(auditEvents).where(eq(auditEvents.targetType, 'important_notification'));
    const landUuid = testApp.world.client.uuid;
    await call('POST', 'landadmin', { important_notification: 'Wartung am Samstag.' });
    await call('DELETE', 'landadmin');
    // Deleting what is not there changes nothing and is not recorded.
    await call('DELETE', 'landadmin');
    await call('POST', 'bundadmin', { important_notification: 'Neue Version.' });
    await call('DELETE', 'bundadmin');

    const rows = await bannerAuditRows();
    expect(rows.map((row) => [row.action, row.actorRole, row.clientUuid, row.details])).toEqual([
      ['important_notification.written', 'ADMIN_LAND', landUuid, { scope: 'client', text: 'Wartung am Samstag.' }],
      ['important_notification.deleted', 'ADMIN_LAND', landUuid, { scope: 'client' }],
      ['important_notification.written', 'SUPER_ADMIN', null, { scope: 'all', text: 'Neue Version.' }],
      ['important_notification.deleted', 'SUPER_ADMIN', null, { scope: 'all' }],
    ]);
    // The Land's trail shows its own and the system-wide changes; the other Land's only the latter.
    const landTrail = await auditTrailOf('landadmin', `clients/${landUuid}`);
    expect(landTrail.filter((event) => event.action.startsWith('important_notification.'))).toHaveLength(4);
    const otherTrail = await auditTrailOf('bundadmin', `clients/${otherLandUuid}`);
    expect(otherTrail.map((event) => [event.action, event.actor_role])).toEqual([
      ['important_notification.deleted', 'SUPER_ADMIN'],
      ['important_notification.written', 'SUPER_ADMIN'],
    ]);
  });

  it('writes nothing, not even an audit row, when the text is refused', async () => {
    const before = (await bannerAuditRows()).length;
    expect((await call('POST', 'landadmin', { important_notification: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await readOwn('landadmin')).json()).toMatchObject({ important_notification: null });
    expect(await bannerAuditRows()).toHaveLength(before);
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
