import { ERROR_MESSAGES, ERROR_MESSAGES_DU, REQUEST_MESSAGES, REQUEST_MESSAGES_DU, validationMessages, validationMessagesDu } from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addressStudent } from './errors';

/** Students read du in every message, the server's included; adults and callers not signed in read Sie (issue 14). */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function call(method: 'GET' | 'PATCH', url: string, username?: string, payload?: string) {
  const headers: Record<string, string> = username ? { authorization: `Bearer ${await testApp.tokenOf(username)}` } : {};
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return testApp.app.inject({ method, url, headers, payload });
}

describe('error messages by the caller’s role', () => {
  it('403: a student reads du, a teacher Sie', async () => {
    const student = await call('GET', '/api/bo/v1/pinboard/classes', 'schueler');
    expect(student.statusCode).toBe(403);
    expect(student.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Du hast keine Berechtigung für diese Aktion.' });
    const teacher = await call('GET', '/api/bo/v1/pinboard/my', 'lehrer');
    expect(teacher.statusCode).toBe(403);
    expect(teacher.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Sie haben keine Berechtigung für diese Aktion.' });
  });

  it('403 of a service (a role the account does not hold): du for the student, Sie for the teacher', async () => {
    const student = await call('PATCH', '/api/identity/v1/users/me/active-group/SUPER_ADMIN', 'schueler');
    expect(student.json()).toMatchObject({ code: 'ROLE_NOT_HELD', message: ERROR_MESSAGES_DU.ROLE_NOT_HELD });
    const teacher = await call('PATCH', '/api/identity/v1/users/me/active-group/SUPER_ADMIN', 'lehrer');
    expect(teacher.json()).toMatchObject({ code: 'ROLE_NOT_HELD', message: ERROR_MESSAGES.ROLE_NOT_HELD });
  });

  it('400 for a body the server cannot read: du for the student, Sie for the teacher', async () => {
    const student = await call('PATCH', '/api/identity/v1/users/me/theme', 'schueler', '{"theme":');
    expect(student.statusCode).toBe(400);
    expect(student.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: REQUEST_MESSAGES_DU.notProcessable });
    const teacher = await call('PATCH', '/api/identity/v1/users/me/theme', 'lehrer', '{"theme":');
    expect(teacher.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: REQUEST_MESSAGES.notProcessable });
  });

  it('401 without a token: Sie (nobody is known)', async () => {
    const response = await call('GET', '/api/bo/v1/pinboard/my');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: ERROR_MESSAGES.UNAUTHENTICATED });
  });

  it('answers successful requests of students unchanged', async () => {
    const response = await call('GET', '/api/bo/v1/pinboard/my', 'schueler');
    expect(response.statusCode).toBe(200);
  });
});

describe('addressStudent', () => {
  it('turns field messages into du and joins the validation message anew', () => {
    const sie = 'Bitte wählen Sie eine Datei aus.';
    const body = addressStudent({ code: 'VALIDATION_FAILED', message: `${sie} Titel ist ein Pflichtfeld`, fields: [
      { field: 'file', message: sie },
      { field: 'title', message: 'Titel ist ein Pflichtfeld' },
    ] });
    expect(body.message).toBe('Bitte wähle eine Datei aus. Titel ist ein Pflichtfeld');
    expect(body.fields?.map((field) => field.message)).toEqual(['Bitte wähle eine Datei aus.', 'Titel ist ein Pflichtfeld']);
  });

  it('turns a message built around a field label into du (a control character in the internship form, decision 232)', () => {
    const sie = validationMessages.controlCharacter('Name des Betriebs');
    const body = addressStudent({ code: 'VALIDATION_FAILED', message: sie, fields: [{ field: 'company_name', message: sie }] });
    expect(body.message).toBe(validationMessagesDu.controlCharacter('Name des Betriebs'));
    expect(body.fields?.[0]?.message).toBe('Name des Betriebs enthält ein unsichtbares Steuerzeichen. Bitte entferne es.');
  });

  it('turns the rate limit’s message into du', () => {
    expect(addressStudent({ code: 'RATE_LIMITED', message: ERROR_MESSAGES.RATE_LIMITED }).message).toBe(ERROR_MESSAGES_DU.RATE_LIMITED);
  });
});
