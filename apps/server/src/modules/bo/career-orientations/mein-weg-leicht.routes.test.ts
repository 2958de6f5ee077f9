import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { careerOrientationSchema, meinWegPathContentSchema, meSchema, myStationsSchema, taskDetailSchema } from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Decision 056: Mein Weg sends every content text with its Leichte-Sprache twin (`<field>_el`) and
 * the client shows the twin when `me.simple_language` is on. These routes are what a student with
 * Leichte Sprache on reads: the twins must be the ones written in content/mein-weg/sek1.json.
 */
let testApp: TestApp;
const SEK1_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../../content/mein-weg/sek1.json');

async function call(method: 'GET' | 'PATCH', url: string, username: string | null, body?: object) {
  const headers: Record<string, string> = username ? { authorization: `Bearer ${await testApp.tokenOf(username)}` } : {};
  return testApp.app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
}

const setSimpleLanguage = (username: string, on: boolean) =>
  call('PATCH', '/api/identity/v1/users/me/simple-language', username, { simple_language: on });

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('Mein Weg in Leichte Sprache', () => {
  it('gives a student with simple language on the Leichte-Sprache texts of sek1.json for path, stations and tasks', async () => {
    const sek1 = meinWegPathContentSchema.parse(JSON.parse(await readFile(SEK1_FILE, 'utf8')));
    const switched = await setSimpleLanguage('schueler', true);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(meSchema.parse(switched.json()).simple_language).toBe(true);
    const me = meSchema.parse((await call('GET', '/api/identity/v1/users/me', 'schueler')).json());
    expect(me.simple_language).toBe(true);

    const pathResponse = careerOrientationSchema.parse((await call('GET', '/api/bo/v1/career-orientations/my', 'schueler')).json());
    expect(pathResponse.level).toBe('sek1');
    expect(pathResponse.title_el).toBe(sek1.title_el);
    expect(pathResponse.description_el).toBe(sek1.description_el);

    const stations = myStationsSchema.parse((await call('GET', '/api/bo/v1/career-orientations/my/stations', 'schueler')).json());
    expect(stations.items).toHaveLength(sek1.stations.length);
    stations.items.forEach((station, index) => {
      const written = sek1.stations[index]!;
      expect(station.title_el).toBe(written.title_el);
      expect(station.description_el).toBe(written.description_el);
      expect(station.tasks.map(({ task }) => task.title_el)).toEqual(written.tasks.map((task) => task.title_el));
      expect(station.tasks.map(({ task }) => task.text_el)).toEqual(written.tasks.map((task) => task.text_el));
    });

    const writtenTask = sek1.stations[0]!.tasks[0]!;
    const detail = taskDetailSchema.parse((await call('GET', `/api/bo/v1/tasks/${writtenTask.uuid}`, 'schueler')).json());
    expect(detail.task.title_el).toBe(writtenTask.title_el);
    expect(detail.task.text_el).toBe(writtenTask.text_el);
    expect(detail.task.text_el).not.toBe(detail.task.text);
    expect(detail.station.title_el).toBe(sek1.stations[0]!.title_el);

    expect((await setSimpleLanguage('schueler', false)).json()).toMatchObject({ simple_language: false });
  });

  it('answers 401 without a token and 403 to a teacher', async () => {
    expect((await call('GET', '/api/bo/v1/career-orientations/my/stations', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/bo/v1/career-orientations/my/stations', 'lehrer')).statusCode).toBe(403);
  });

  it('refuses a simple-language body that is not a boolean (400)', async () => {
    const response = await call('PATCH', '/api/identity/v1/users/me/simple-language', 'schueler', { simple_language: 'ja' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
