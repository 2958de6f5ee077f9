import { schoolDayOf, SIGNATURE_MESSAGES } from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_SIGNATURE_FLOW_UUID } from '../signature/signature.demo-seed';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const FLOW = `/api/signatures/v1/flow/${DEMO_SIGNATURE_FLOW_UUID}`;
const inDays = (days: number) => schoolDayOf(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

async function call(username: string | null, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  const headers = username ? { authorization: `Bearer ${await testApp.tokenOf(username)}` } : undefined;
  return testApp.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
}

const nextUuidOf = async (username: string) => (await call(username, 'GET', '/api/signatures/v1/flow/next-uuid')).json() as string;
const setDeadline = (days: number) => call('landadmin', 'PUT', '/api/signatures/v1/land/flow', { deadline_date: inDays(days) });

describe('the signature flow of a school coordinator', () => {
  it('does not redirect while the demo deadline is 30 days ahead', async () => {
    expect(await nextUuidOf('schuladmin')).toBe('');
    expect(await nextUuidOf('mehrfach')).toBe('');
  });

  it('answers 401 without a token', async () => {
    expect((await call(null, 'GET', '/api/signatures/v1/flow/next-uuid')).statusCode).toBe(401);
    expect((await call(null, 'GET', FLOW)).statusCode).toBe(401);
    expect((await call(null, 'POST', `${FLOW}/confirm`, { confirmed: true })).statusCode).toBe(401);
  });

  it('redirects the school coordinator – and nobody else – inside the last 14 days', async () => {
    expect((await setDeadline(5)).statusCode).toBe(200);
    expect(await nextUuidOf('schuladmin')).toBe(DEMO_SIGNATURE_FLOW_UUID);
    for (const username of ['lehrer', 'schueler', 'landadmin', 'mehrfach', 'deaktiviert']) expect(await nextUuidOf(username)).toBe('');
  });

  it('shows the document, the school and who signs for whom', async () => {
    const response = await call('schuladmin', 'GET', FLOW);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'pending',
      flow: { uuid: DEMO_SIGNATURE_FLOW_UUID, document_key: 'avv', deadline_date: inDays(5) },
      school: { name: 'Alexander-von-Humboldt-Gesamtschule' },
      current_principal_name: null,
      signer_name: 'Katrin Hoffmann',
      can_confirm: true,
      can_snooze: true,
    });
    expect(response.json().document_markdown).toContain('Art. 28');
    expect(response.json().content_hash).toMatch(/^[0-9a-f]{64}$/);
    // The Land sees it too, but confirms nothing.
    expect((await call('landadmin', 'GET', FLOW)).json()).toMatchObject({ can_confirm: false, can_snooze: false, school: null });
  });

  it('refuses other roles (403), another Land’s flow (404) and a malformed uuid (400)', async () => {
    expect((await call('schueler', 'GET', FLOW)).statusCode).toBe(403);
    expect((await call('lehrer', 'POST', `${FLOW}/confirm`, { confirmed: true })).statusCode).toBe(403);
    expect((await call('landadmin', 'POST', `${FLOW}/snooze`)).statusCode).toBe(403);
    expect((await call('schuladmin', 'GET', '/api/signatures/v1/flow/5f1a9a7e-2b1c-4d3e-8f40-5a1b2c3d0999')).statusCode).toBe(404);
    expect((await call('schuladmin', 'GET', '/api/signatures/v1/flow/kein-uuid')).statusCode).toBe(400);
  });

  it('stops redirecting for the rest of the day after "Später erinnern"', async () => {
    const response = await call('schuladmin', 'POST', `${FLOW}/snooze`);
    expect(response.statusCode).toBe(200);
    expect(Date.parse(response.json().snoozed_until)).toBeGreaterThan(Date.now());
    expect(await nextUuidOf('schuladmin')).toBe('');
  });

  it('refuses a confirmation without the checkbox with a German message', async () => {
    const response = await call('schuladmin', 'POST', `${FLOW}/confirm`, { confirmed: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(SIGNATURE_MESSAGES.confirmationRequired);
  });

  it('records the confirmation once, with who, for whom and when', async () => {
    const first = await call('schuladmin', 'POST', `${FLOW}/confirm`, { confirmed: true });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'confirmed', confirmed_by: 'Katrin Hoffmann', principal_name: null });
    const again = await call('schuladmin', 'POST', `${FLOW}/confirm`, { confirmed: true });
    expect(again.json().confirmed_at).toBe(first.json().confirmed_at);
    expect(await nextUuidOf('schuladmin')).toBe('');
    expect((await call('schuladmin', 'GET', FLOW)).json()).toMatchObject({ can_confirm: false, can_snooze: false });
    const { signatureRecords } = await import('../signatures.schema');
    const records = await testApp.database.db.select().from(signatureRecords);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ kind: 'confirmed', actorName: 'Katrin Hoffmann', actorRole: 'ADMIN_SCHULE', schoolName: 'Alexander-von-Humboldt-Gesamtschule' });
  });

  it('refuses "Später erinnern" after the deadline (409); the flow then cannot be skipped', async () => {
    // A deadline in the past cannot be set through the API; the row is moved directly.
    const { signatureFlows } = await import('../signatures.schema');
    await testApp.database.db.update(signatureFlows).set({ deadlineDate: inDays(-2) });
    const withdrawn = await call('landadmin', 'POST', '/api/signatures/v1/land/schools/7d3e4f50-1a2b-4c3d-9e8f-0a1b2c3d0001/withdraw');
    expect(withdrawn.json()).toMatchObject({ status: 'pending' });
    const snooze = await call('schuladmin', 'POST', `${FLOW}/snooze`);
    expect(snooze.statusCode).toBe(409);
    expect(snooze.json().message).toBe(SIGNATURE_MESSAGES.snoozeAfterDeadline);
    // The snooze of earlier today no longer counts.
    expect(await nextUuidOf('schuladmin')).toBe(DEMO_SIGNATURE_FLOW_UUID);
    expect((await setDeadline(30)).statusCode).toBe(200);
    expect(await nextUuidOf('schuladmin')).toBe('');
  });
});
