import {
  ERROR_MESSAGES,
  ERROR_MESSAGES_DU,
  ERROR_MESSAGES_LEICHT,
  NEWS_MESSAGES,
  NEWS_READER_MESSAGES_LEICHT,
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  PORTFOLIO_MESSAGES_LEICHT,
  REQUEST_MESSAGES,
  REQUEST_MESSAGES_DU,
  REQUEST_MESSAGES_LEICHT,
  validationMessages,
  validationMessagesDu,
  validationMessagesLeicht,
} from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addressStudent } from './errors';

/** Students read du in every message, the server's included; adults and callers not signed in read Sie (issue 14). */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function call(method: 'GET' | 'PATCH' | 'POST' | 'PUT', url: string, username?: string, payload?: string) {
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

/**
 * Decision 234: a student who switched on Leichte Sprache reads the server's messages in Leichte
 * Sprache – the same request, three readers. The setting comes with the caller's row.
 */
describe('error messages in Leichte Sprache', () => {
  async function setSimpleLanguage(isOn: boolean) {
    const response = await call('PATCH', '/api/identity/v1/users/me/simple-language', 'schueler', JSON.stringify({ simple_language: isOn }));
    expect(response.statusCode).toBe(200);
  }
  beforeAll(() => setSimpleLanguage(true));
  afterAll(() => setSimpleLanguage(false));

  it('403: the teacher reads Sie, the student with Leichte Sprache its twin', async () => {
    const student = await call('GET', '/api/bo/v1/pinboard/classes', 'schueler');
    expect(student.json()).toMatchObject({ code: 'FORBIDDEN', message: ERROR_MESSAGES_LEICHT.FORBIDDEN });
    const teacher = await call('GET', '/api/bo/v1/pinboard/my', 'lehrer');
    expect(teacher.json()).toMatchObject({ code: 'FORBIDDEN', message: ERROR_MESSAGES.FORBIDDEN });
  });

  it('400 for a body the server cannot read: Sie, du and Leichte Sprache for the same request', async () => {
    const simple = await call('PATCH', '/api/identity/v1/users/me/theme', 'schueler', '{"theme":');
    expect(simple.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: REQUEST_MESSAGES_LEICHT.notProcessable });
    const teacher = await call('PATCH', '/api/identity/v1/users/me/theme', 'lehrer', '{"theme":');
    expect(teacher.json()).toMatchObject({ message: REQUEST_MESSAGES.notProcessable });
    await setSimpleLanguage(false);
    const student = await call('PATCH', '/api/identity/v1/users/me/theme', 'schueler', '{"theme":');
    expect(student.json()).toMatchObject({ message: REQUEST_MESSAGES_DU.notProcessable });
    await setSimpleLanguage(true);
  });

  it('a validation message around a field label: the twin keeps the label, in the field and the joined message', async () => {
    const response = await call('POST', '/api/bo/v1/statements', 'schueler', JSON.stringify({ text: '   ' }));
    expect(response.statusCode).toBe(400);
    const twin = validationMessagesLeicht.required('Aussage');
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: twin, fields: [{ field: 'text', message: twin }] });
  });

  it('a message a route writes itself in du (a role the account does not hold) becomes Leichte Sprache too', async () => {
    const response = await call('PATCH', '/api/identity/v1/users/me/active-group/SUPER_ADMIN', 'schueler');
    expect(response.json()).toMatchObject({ code: 'ROLE_NOT_HELD', message: ERROR_MESSAGES_LEICHT.ROLE_NOT_HELD });
  });

  it('a module message only students read (the portfolio’s) becomes its twin', async () => {
    const response = await call('PUT', '/api/bo/v1/portfolio/my', 'schueler', JSON.stringify({ profile: 'a'.repeat(PORTFOLIO_LIMITS.profileMax + 1), items: [] }));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(PORTFOLIO_MESSAGES_LEICHT.profileTooLong);
    expect(response.body).not.toContain(PORTFOLIO_MESSAGES.profileTooLong);
  });

  it('a message students and staff share (the News filter): the twin for the student, the standard text for the coordinator', async () => {
    const student = await call('GET', '/api/messaging/v1/news?filter=klasse:8a', 'schueler');
    expect(student.statusCode).toBe(400);
    expect(student.body).toContain(NEWS_READER_MESSAGES_LEICHT.filter);
    const coordinator = await call('GET', '/api/messaging/v1/news?filter=klasse:8a', 'schuladmin');
    expect(coordinator.body).toContain(NEWS_MESSAGES.filter);
  });

  it('answers the setting in the same request it is switched off: du again', async () => {
    await setSimpleLanguage(false);
    const student = await call('GET', '/api/bo/v1/pinboard/classes', 'schueler');
    expect(student.json()).toMatchObject({ message: ERROR_MESSAGES_DU.FORBIDDEN });
    await setSimpleLanguage(true);
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

describe('addressStudent in Leichte Sprache', () => {
  it('turns Sie and du field messages into their twins and joins the message anew', () => {
    const body = addressStudent(
      {
        code: 'VALIDATION_FAILED',
        message: `${ERROR_MESSAGES.VALIDATION_FAILED} ${validationMessages.max('Titel', 100)}`,
        fields: [
          { field: 'a', message: ERROR_MESSAGES.VALIDATION_FAILED },
          { field: 'title', message: validationMessages.max('Titel', 100) },
        ],
      },
      'leicht',
    );
    expect(body.fields?.map((field) => field.message)).toEqual([ERROR_MESSAGES_LEICHT.VALIDATION_FAILED, validationMessagesLeicht.max('Titel', 100)]);
    expect(body.message).toBe(`${ERROR_MESSAGES_LEICHT.VALIDATION_FAILED} ${validationMessagesLeicht.max('Titel', 100)}`);
  });
});
