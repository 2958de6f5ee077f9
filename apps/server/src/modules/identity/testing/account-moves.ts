import type { AdminAccount, AuditPage } from '@berufswahl/contracts';
import { expect } from 'vitest';
import { signIn } from '../../../test/sign-in';
import type { TestApp } from '../../../test/test-app';

/** What the route tests of moving accounts between schools share (reactivation code, decision 052; transfer code, 197). */
export const IDENTITY_API = '/api/identity/v1';
export const CLASS_8A_OF_A = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export function accountMoveCalls(testApp: () => TestApp) {
  async function callWith(token: string, method: Method, url: string, body?: object) {
    return testApp().app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body ? { payload: body } : {}) });
  }

  async function call(username: string, method: Method, url: string, body?: object) {
    return callWith(await testApp().tokenOf(username), method, url, body);
  }

  /**
   * A student of school A (class 8a), signed in once with an own password, then deactivated by the
   * coordinator; `beforeDeactivation` runs with the first session (e.g. to write a story).
   */
  async function deactivatedStudentOfA(schoolA: string, surname: string, beforeDeactivation?: (accessToken: string, username: string) => Promise<void>) {
    const created = await call('schuladmin', 'POST', `${IDENTITY_API}/schools/${schoolA}/accounts`, { role: 'SCHUELER', first_name: 'Mara', surname, class_uuid: CLASS_8A_OF_A });
    expect(created.statusCode, created.body).toBe(201);
    const { account, credentials } = created.json() as { account: AdminAccount; credentials: { username: string; initial_password: string } };
    const password = `${surname}-eigenes-Passwort`;
    const first = await signIn(testApp().app, { username: credentials.username, password: credentials.initial_password, newPassword: password });
    await beforeDeactivation?.(first.accessToken, credentials.username);
    expect((await call('schuladmin', 'POST', `${IDENTITY_API}/schools/${schoolA}/accounts/${account.uuid}/deactivation`)).statusCode).toBe(200);
    const session = await signIn(testApp().app, { username: credentials.username, password });
    return { uuid: account.uuid, username: credentials.username, password, token: session.accessToken };
  }

  /** A school coordinator for `schoolUuid` (the demo world has none for school B), created by the Land and signed in. */
  async function newCoordinatorOf(schoolUuid: string, surname: string): Promise<string> {
    const created = await call('landadmin', 'POST', `${IDENTITY_API}/schools/${schoolUuid}/coordinators`, { first_name: 'Bela', surname });
    expect(created.statusCode).toBe(201);
    const { credentials } = created.json() as { credentials: { username: string; initial_password: string } };
    return (await signIn(testApp().app, { username: credentials.username, password: credentials.initial_password, newPassword: 'Belas-eigenes-Passwort' })).accessToken;
  }

  async function auditOf(token: string, schoolUuid: string): Promise<AuditPage['data']> {
    const response = await callWith(token, 'GET', `${IDENTITY_API}/schools/${schoolUuid}/audit-events`);
    expect(response.statusCode).toBe(200);
    return (response.json() as AuditPage).data;
  }

  return { call, callWith, deactivatedStudentOfA, newCoordinatorOf, auditOf };
}
