import { CLASS_STATISTICS_MESSAGES, type ClassStatistics } from '@berufswahl/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { windowStart } from './class-statistics.service';

let testApp: TestApp;
const CLASS_8A = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001';
const CLASS_9C_SCHOOL_B = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0011';
/** A reflection task of the first station of Sek I (content/mein-weg/sek1.json). */
const SEK1_REFLECTION_TASK = '25374f87-dc4b-5d1c-93d8-c260a2c6c9ff';

async function call(username: string | null, url: string, method: 'GET' | 'POST' | 'PUT' = 'GET', body?: unknown) {
  const headers: Record<string, string> = {};
  if (username) headers.authorization = `Bearer ${await testApp.tokenOf(username)}`;
  return testApp.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
}

const statisticsOf = (username: string | null, classUuid = CLASS_8A, query = '') =>
  call(username, `/api/bo/v1/classes/${classUuid}/statistics${query}`);

beforeAll(async () => {
  testApp = await createTestApp();
  // schueler (8a): two stories today, one finished task today.
  const storyUuids: string[] = [];
  for (const description of ['Heute im Praktikum #statistik', 'Noch eine Geschichte #statistik']) {
    const created = await call('schueler', '/api/bo/v1/artefacts/story', 'POST', { description });
    expect(created.statusCode).toBe(201);
    storyUuids.push((created.json() as { uuid: string }).uuid);
  }
  const answer = await call('schueler', `/api/bo/v1/tasks/${SEK1_REFLECTION_TASK}/answer`, 'PUT', {
    kind: 'reflection',
    text: 'Fertig',
    done: true,
  });
  expect(answer.statusCode).toBe(200);
  // A story of 20 days ago (inside 30 days, outside 7) and a deleted one (never counted).
  const schueler = demoUser(testApp.world, 'schueler').uuid;
  await testApp.database.db.execute(sql`
    insert into stories (owner_uuid, description, created_at) values (${schueler}::uuid, 'Alt', now() - interval '20 days')`);
  await testApp.database.db.execute(sql`
    insert into stories (owner_uuid, description, deleted_at) values (${schueler}::uuid, 'Gelöscht', now())`);
  // One statement today and one of 20 days ago; a pin of a live story today, and a pin of the deleted story (not shown, not counted).
  await testApp.database.db.execute(sql`
    insert into statements (owner_uuid, text, created_at) values
      (${schueler}::uuid, 'Ich arbeite gern mit den Händen', now()), (${schueler}::uuid, 'Früher', now() - interval '20 days')`);
  await testApp.database.db.execute(sql`
    insert into pinboard_entries (owner_uuid, class_uuid, kind, item_uuid)
    values (${schueler}::uuid, ${CLASS_8A}::uuid, 'story', ${storyUuids[0]!}::uuid)`);
  await testApp.database.db.execute(sql`
    insert into pinboard_entries (owner_uuid, class_uuid, kind, item_uuid)
    select ${schueler}::uuid, ${CLASS_8A}::uuid, 'story', uuid from stories where description = 'Gelöscht'`);
  // schueler2 (school B) writes a story: it never shows up in 8a.
  await call('schueler2', '/api/bo/v1/artefacts/story', 'POST', { description: 'Andere Schule' });
});
afterAll(() => testApp.close());

describe('GET /api/bo/v1/classes/:classUuid/statistics', () => {
  it("counts 8a's activity of the last 7 days for its teacher", async () => {
    const response = await statisticsOf('lehrer', CLASS_8A, '?days=7');
    expect(response.statusCode).toBe(200);
    const statistics = response.json() as ClassStatistics;
    expect(statistics).toMatchObject({ class_uuid: CLASS_8A, class_name: '8a', days: 7 });
    expect(statistics.figures).toEqual({ students: 1, active_students: 1, stories: 2, statements: 1, tasks_done: 1, pinboard_entries: 1 });
    expect(new Date(statistics.computed_at).getTime() - new Date(statistics.since).getTime()).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('widens the window to 30 days', async () => {
    const statistics = (await statisticsOf('lehrer', CLASS_8A, '?days=30')).json() as ClassStatistics;
    expect(statistics.figures).toMatchObject({ stories: 3, statements: 2, tasks_done: 1, pinboard_entries: 1 });
  });

  it('opens with 7 days when no window is named', async () => {
    expect(((await statisticsOf('lehrer')).json() as ClassStatistics).days).toBe(7);
  });

  it('answers the school coordinator of the class', async () => {
    const response = await statisticsOf('schuladmin');
    expect(response.statusCode).toBe(200);
    expect((response.json() as ClassStatistics).figures.stories).toBe(2);
  });

  it('answers 404 to a teacher of the school who does not teach the class', async () => {
    expect((await statisticsOf('lehrer-neu')).statusCode).toBe(404);
    expect((await statisticsOf('mehrfach')).statusCode).toBe(404);
  });

  it("answers 404 for another school's class and for an unknown class", async () => {
    expect((await statisticsOf('lehrer2', CLASS_8A)).statusCode).toBe(404);
    expect((await statisticsOf('lehrer', CLASS_9C_SCHOOL_B)).statusCode).toBe(404);
    expect((await statisticsOf('schuladmin', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses students and Land coordinators with 403, and a caller without token with 401', async () => {
    expect((await statisticsOf('schueler')).statusCode).toBe(403);
    expect((await statisticsOf('landadmin')).statusCode).toBe(403);
    expect((await statisticsOf(null)).statusCode).toBe(401);
  });

  it.each(['?days=5', '?days=abc', '?days=7.5'])('refuses %s with 400 and the German message', async (query) => {
    const response = await statisticsOf('lehrer', CLASS_8A, query);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(CLASS_STATISTICS_MESSAGES.days);
  });

  it('refuses a class id that is no uuid with 400', async () => {
    expect((await statisticsOf('lehrer', 'achtA')).statusCode).toBe(400);
  });
});

describe('windowStart', () => {
  it('goes back whole days from now', () => {
    expect(windowStart(new Date('2026-03-31T10:00:00Z'), 30).toISOString()).toBe('2026-03-01T10:00:00.000Z');
  });
});
