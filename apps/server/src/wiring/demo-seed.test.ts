import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arcadeQuests } from '../modules/arcade/testing';
import { stories } from '../modules/bo/testing';
import { newsItems } from '../modules/messaging/testing';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemo } from './demo-seed';

/**
 * The living demo world (issue 14, decision 190): no demo account's first screen is empty. Asked
 * through the API the dashboards and main menu screens call, as each account.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({}, { withDemoLife: true });
}, 60_000);
afterAll(() => testApp.close());

const CLASS_8A = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001';

async function get<T>(username: string, url: string): Promise<T> {
  const response = await testApp.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await testApp.tokenOf(username)}` } });
  expect(response.statusCode, `${username} ${url}`).toBe(200);
  return response.json<T>();
}

type Items = { items: unknown[] };

describe('the living demo world', () => {
  it('gives the student of 8a news, events, stories, statements, a pin, an active station and a running quest', async () => {
    expect((await get<Items>('schueler', '/api/messaging/v1/news')).items.length).toBeGreaterThanOrEqual(2);
    expect((await get<Items>('schueler', '/api/messaging/v1/events')).items.length).toBeGreaterThanOrEqual(2);
    expect((await get<Items>('schueler', '/api/bo/v1/artefacts/stories')).items).toHaveLength(2);
    expect((await get<Items>('schueler', '/api/bo/v1/statements')).items).toHaveLength(2);
    const pinboard = await get<{ entries: unknown[] }>('schueler', '/api/bo/v1/pinboard/my');
    expect(pinboard.entries).toHaveLength(2);
    const active = await get<{ items: { station: { title: string } | null }[] }>('schueler', '/api/bo/v1/stations/active');
    expect(active.items[0]?.station?.title).toBe('Berufe erkunden');
    const quests = await get<{ items: { title: string; status: string }[] }>('schueler', '/api/arcade/v1/quests');
    expect(quests.items).toEqual([expect.objectContaining({ title: 'Drei Berufe, die dich interessieren', status: 'started' })]);
  });

  it("gives 8a's teacher the running quest, the class's pins and the news of his class", async () => {
    const quests = await get<Items>('lehrer', `/api/arcade/v1/quests?class_uuid=${CLASS_8A}`);
    expect(quests.items).toHaveLength(1);
    const pinboard = await get<{ entries: unknown[] }>('lehrer', `/api/bo/v1/pinboard/classes/${CLASS_8A}`);
    expect(pinboard.entries.length).toBeGreaterThanOrEqual(2);
    expect((await get<Items>('lehrer', '/api/messaging/v1/news')).items.length).toBeGreaterThanOrEqual(3);
    expect((await get<Items>('lehrer', '/api/messaging/v1/events')).items.length).toBeGreaterThanOrEqual(2);
  });

  it.each(['schueler2', 'lehrer2', 'lehrer-neu', 'schuladmin', 'mehrfach', 'altnutzer', 'landadmin', 'bundadmin'])(
    "fills %s's news on the start page",
    async (username) => {
      expect((await get<Items>(username, '/api/messaging/v1/news')).items.length).toBeGreaterThanOrEqual(1);
    },
  );

  it.each(['schueler2', 'lehrer2', 'lehrer-neu', 'schuladmin'])("fills %s's next events", async (username) => {
    expect((await get<Items>(username, '/api/messaging/v1/events')).items.length).toBeGreaterThanOrEqual(1);
  });

  it('adds nothing twice and leaves what users changed when it runs again', async () => {
    const { db } = testApp.database;
    await db.update(arcadeQuests).set({ finishedAt: new Date() });
    const before = { news: (await db.select().from(newsItems)).length, stories: (await db.select().from(stories)).length };
    await seedDemo(db, { isProduction: false, withLife: true });
    expect((await db.select().from(newsItems)).length).toBe(before.news);
    expect((await db.select().from(stories)).length).toBe(before.stories);
    const quests = await db.select().from(arcadeQuests);
    expect(quests).toHaveLength(1);
    expect(quests[0]?.finishedAt).not.toBeNull();
  });
});
