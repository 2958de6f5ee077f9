import { schoolDayOf, SIGNATURE_MESSAGES } from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_SIGNATURE_FLOW_UUID } from './signature.demo-seed';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const BASE = '/api/signatures/v1';
const SCHOOL_A = '7d3e4f50-1a2b-4c3d-9e8f-0a1b2c3d0001';
const inDays = (days: number) => schoolDayOf(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

async function call(username: string | null, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  const headers = username ? { authorization: `Bearer ${await testApp.tokenOf(username)}` } : undefined;
  return testApp.app.inject({ method, url: `${BASE}${url}`, headers, ...(body === undefined ? {} : { payload: body as object }) });
}

describe('GET /signature/principal-deadline and /signature/status/my', () => {
  it('answer the school’s pending deadline', async () => {
    const deadline = await call('schuladmin', 'GET', '/signature/principal-deadline');
    expect(deadline.statusCode).toBe(200);
    expect(deadline.json()).toMatchObject({ status: 'pending', flow: { uuid: DEMO_SIGNATURE_FLOW_UUID, deadline_date: inDays(30) } });
    const status = await call('lehrer2', 'GET', '/signature/status/my');
    expect(status.json()).toMatchObject({ status: 'pending', confirmed_at: null, confirmed_by: null });
  });

  it('answer 401 without a token and 403 to other roles', async () => {
    expect((await call(null, 'GET', '/signature/principal-deadline')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/signature/status/my')).statusCode).toBe(401);
    expect((await call('lehrer', 'GET', '/signature/principal-deadline')).statusCode).toBe(403);
    expect((await call('schueler', 'GET', '/signature/status/my')).statusCode).toBe(403);
    expect((await call('landadmin', 'GET', '/signature/status/my')).statusCode).toBe(403);
  });

  it('show who confirmed, once confirmed, to the school’s teachers too', async () => {
    await call('schuladmin', 'POST', `/flow/${DEMO_SIGNATURE_FLOW_UUID}/confirm`, { confirmed: true });
    expect((await call('lehrer', 'GET', '/signature/status/my')).json()).toMatchObject({ status: 'confirmed', confirmed_by: 'Katrin Hoffmann' });
    expect((await call('schuladmin', 'GET', '/signature/principal-deadline')).json()).toMatchObject({ status: 'confirmed' });
    // School B has not confirmed.
    expect((await call('lehrer2', 'GET', '/signature/status/my')).json()).toMatchObject({ status: 'pending' });
  });
});

describe('the Land: overview, deadline, withdrawal', () => {
  it('lists the schools of the Land with their status and the count', async () => {
    const response = await call('landadmin', 'GET', '/land/overview');
    expect(response.statusCode).toBe(200);
    const overview = response.json();
    expect(overview).toMatchObject({ school_count: 2, confirmed_count: 1, flow: { uuid: DEMO_SIGNATURE_FLOW_UUID } });
    expect(overview.schools.find((school: { uuid: string }) => school.uuid === SCHOOL_A)).toMatchObject({ status: 'confirmed', confirmed_by: 'Katrin Hoffmann' });
  });

  it('moves the deadline and refuses a day in the past with a German message', async () => {
    const moved = await call('landadmin', 'PUT', '/land/flow', { deadline_date: inDays(10) });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ uuid: DEMO_SIGNATURE_FLOW_UUID, deadline_date: inDays(10) });
    const past = await call('landadmin', 'PUT', '/land/flow', { deadline_date: inDays(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: SIGNATURE_MESSAGES.deadlineInPast });
    const malformed = await call('landadmin', 'PUT', '/land/flow', { deadline_date: '1.12.2026' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain(SIGNATURE_MESSAGES.deadlineFormat);
    await call('landadmin', 'PUT', '/land/flow', { deadline_date: inDays(30) });
  });

  it('withdraws a confirmation by appending a record; the confirmation stays as proof', async () => {
    const response = await call('landadmin', 'POST', `/land/schools/${SCHOOL_A}/withdraw`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ uuid: SCHOOL_A, status: 'pending' });
    expect((await call('landadmin', 'POST', `/land/schools/${SCHOOL_A}/withdraw`)).statusCode).toBe(200);
    const { signatureRecords } = await import('../signatures.schema');
    const kinds = (await testApp.database.db.select().from(signatureRecords)).map((record) => record.kind).sort();
    expect(kinds).toEqual(['confirmed', 'withdrawn']);
    expect((await call('landadmin', 'GET', '/land/overview')).json()).toMatchObject({ confirmed_count: 0 });
  });

  it('answers 401, 403 for school roles, 404 for an unknown school and 400 for a malformed one', async () => {
    expect((await call(null, 'GET', '/land/overview')).statusCode).toBe(401);
    expect((await call('schuladmin', 'GET', '/land/overview')).statusCode).toBe(403);
    expect((await call('schuladmin', 'PUT', '/land/flow', { deadline_date: inDays(3) })).statusCode).toBe(403);
    expect((await call('lehrer', 'POST', `/land/schools/${SCHOOL_A}/withdraw`)).statusCode).toBe(403);
    expect((await call('landadmin', 'POST', '/land/schools/7d3e4f50-1a2b-4c3d-9e8f-0a1b2c3d0999/withdraw')).statusCode).toBe(404);
    expect((await call('landadmin', 'POST', '/land/schools/keine/withdraw')).statusCode).toBe(400);
  });
});

describe('personal data (decision 113)', () => {
  it('keeps the record with the recorded name when the account is deleted', async () => {
    const { signaturesPersonalData } = await import('../signatures.personal-data');
    const { signatureRecords } = await import('../signatures.schema');
    const schuladmin = testApp.world.users.find((user) => user.username === 'schuladmin');
    if (!schuladmin) throw new Error('no schuladmin');
    const exported = await signaturesPersonalData.collect(testApp.database.db, schuladmin.uuid);
    expect(exported.records).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'signature_confirmation', name: 'Katrin Hoffmann' })]));
    await testApp.database.db.transaction((tx) => signaturesPersonalData.erase(tx, schuladmin.uuid));
    const confirmation = (await testApp.database.db.select().from(signatureRecords)).find((record) => record.kind === 'confirmed');
    expect(confirmation).toMatchObject({ actorUuid: null, actorName: 'Katrin Hoffmann' });
  });
});
