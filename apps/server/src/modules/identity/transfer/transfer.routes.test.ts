import { ACCOUNT_TRANSFERRED_IN_NOTICE, ACCOUNT_TRANSFERRED_OUT_NOTICE, TRANSFER_CODE_MESSAGES, type AdminAccount, type Notification } from '@berufswahl/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classMemberships, users } from '../../../platform/db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { accountMoveCalls, IDENTITY_API } from '../testing/account-moves';
import { hashTransferCode } from './transfer.service';
import { transferCodes } from './transfer.schema';

/**
 * Moving a deactivated student to another school with the new school's transfer code (decision
 * 197): the receiving coordinator issues it, the student enters it on the landing page.
 */

const BASE = IDENTITY_API;
const DAY_MS = 24 * 60 * 60 * 1000;

let testApp: TestApp;
let schoolA: string;
let schoolB: string;
/** The school coordinator of school B (the demo world has none; the state coordinator creates one). */
let coordinatorOfB: string;

const { call, callWith, auditOf, ...moves } = accountMoveCalls(() => testApp);
const deactivatedStudentOfA = (surname: string) => moves.deactivatedStudentOfA(schoolA, surname);

async function issueCode(token: string, schoolUuid: string): Promise<{ code: string; expires_at: string }> {
  const response = await callWith(token, 'POST', `${BASE}/schools/${schoolUuid}/transfer-codes`);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { code: string; expires_at: string };
}

async function notificationsOf(token: string): Promise<Notification[]> {
  const response = await callWith(token, 'GET', '/api/messaging/v1/notifications/unread');
  expect(response.statusCode).toBe(200);
  return response.json() as Notification[];
}

beforeAll(async () => {
  testApp = await createTestApp({ RATE_LIMIT_CODE: '1000/900' });
  [schoolA, schoolB] = testApp.world.schools.map((school) => school.uuid) as [string, string];
  coordinatorOfB = await moves.newCoordinatorOf(schoolB, 'Wechsel');
}, 300_000);
afterAll(() => testApp.close());

describe('transfer codes', () => {
  it('issues a ten-digit code valid for 7 days, stored only as a hash, audited', async () => {
    const before = Date.now();
    const { code, expires_at } = await issueCode(coordinatorOfB, schoolB);
    expect(code).toMatch(/^\d{10}$/);
    expect(new Date(expires_at).getTime()).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(new Date(expires_at).getTime()).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
    const stored = await testApp.database.db.select().from(transferCodes).where(eq(transferCodes.codeHash, hashTransferCode(code)));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect((await auditOf(coordinatorOfB, schoolB)).map((event) => event.action)).toContain('account.transfer_code_issued');
  });

  it('moves the deactivated student who enters it: reactivated at the new school without a class, both schools told', async () => {
    const student = await deactivatedStudentOfA('Wechsel');
    const { code } = await issueCode(coordinatorOfB, schoolB);

    const response = await callWith(student.token, 'POST', `${BASE}/users/me/transfer`, { code: `${code.slice(0, 5)} ${code.slice(5)}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ roles: ['SCHUELER'], class: null, deletion_date: null, school: { uuid: schoolB } });
    // The same session now reaches the student's app.
    expect((await callWith(student.token, 'GET', '/api/messaging/v1/notifications/unread')).statusCode).toBe(200);

    const [row] = await testApp.database.db.select().from(users).where(eq(users.uuid, student.uuid));
    expect(row).toMatchObject({ schoolUuid: schoolB, roles: ['SCHUELER'], deletionDate: null });
    expect(await testApp.database.db.select().from(classMemberships).where(eq(classMemberships.userUuid, student.uuid))).toEqual([]);

    // Both trails; the old school's coordinators learn of it, the new one is asked for a class.
    expect((await auditOf(coordinatorOfB, schoolB)).map((event) => event.action)).toContain('account.moved_in');
    expect((await auditOf(await testApp.tokenOf('schuladmin'), schoolA)).map((event) => event.action)).toContain('account.moved_out');
    const toOld = (await notificationsOf(await testApp.tokenOf('schuladmin'))).find((notice) => notice.message.includes(student.username));
    expect(toOld).toMatchObject({ title: ACCOUNT_TRANSFERRED_OUT_NOTICE.title });
    const toNew = (await notificationsOf(coordinatorOfB)).find((notice) => notice.message.includes(student.username));
    expect(toNew).toMatchObject({ title: ACCOUNT_TRANSFERRED_IN_NOTICE.title });

    // The receiving school sees the student without a class.
    const accounts = (await callWith(coordinatorOfB, 'GET', `${BASE}/schools/${schoolB}/accounts`)).json() as AdminAccount[];
    expect(accounts.find((account) => account.uuid === student.uuid)).toMatchObject({ status: 'active', class: null });

    // The code works once.
    const again = await deactivatedStudentOfA('Zweitwechsel');
    const reused = await callWith(again.token, 'POST', `${BASE}/users/me/transfer`, { code });
    expect(reused.statusCode).toBe(404);
    expect(reused.json()).toMatchObject({ message: TRANSFER_CODE_MESSAGES.unknownOrExpired });
  });

  it('refuses an expired or unknown code and a malformed one with clear German messages', async () => {
    const student = await deactivatedStudentOfA('Abgelaufen');
    const { code } = await issueCode(coordinatorOfB, schoolB);
    await testApp.database.db.update(transferCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(transferCodes.codeHash, hashTransferCode(code)));
    const expired = await callWith(student.token, 'POST', `${BASE}/users/me/transfer`, { code });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(TRANSFER_CODE_MESSAGES.unknownOrExpired);
    const malformed = await callWith(student.token, 'POST', `${BASE}/users/me/transfer`, { code: '1234' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain(TRANSFER_CODE_MESSAGES.invalid);
    const [row] = await testApp.database.db.select().from(users).where(eq(users.uuid, student.uuid));
    expect(row?.roles).toEqual(['DEACTIVATED']);
  });

  it('answers 403 to an active student and a teacher, 404 for another school, 401 without a token', async () => {
    expect((await call('schueler', 'POST', `${BASE}/users/me/transfer`, { code: '1234567890' })).statusCode).toBe(403);
    expect((await call('lehrer', 'POST', `${BASE}/schools/${schoolA}/transfer-codes`)).statusCode).toBe(403);
    expect((await call('schuladmin', 'POST', `${BASE}/schools/${schoolB}/transfer-codes`)).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'POST', url: `${BASE}/users/me/transfer`, payload: { code: '1234567890' } })).statusCode).toBe(401);
  });
});
