import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { calendarFeeds } from '../testing';
import { calendarFeedsPersonalData } from './calendar-feeds.personal-data';

let testApp: TestApp;
/** schueler of the demo world (content/demo/world.json). */
const SCHUELER = 'c0000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('the calendar feed in the export and the deletion', () => {
  it('exports that a feed exists and its dates, never the hash', async () => {
    const tokenHash = createHash('sha256').update('ein-token').digest('hex');
    await testApp.database.db.insert(calendarFeeds).values({ userUuid: SCHUELER, tokenHash, lastFetchedAt: new Date('2027-01-02T03:04:05Z') });
    const exported = await calendarFeedsPersonalData.collect(testApp.database.db, SCHUELER);
    expect(exported.records).toEqual([
      { type: 'calendar_feed', uuid: expect.any(String), created_date: expect.any(String), last_fetched_date: '2027-01-02T03:04:05.000Z' },
    ]);
    expect(JSON.stringify(exported)).not.toContain(tokenHash);
  });

  it('deletes the feed with the account, and a second run finds nothing left', async () => {
    await testApp.database.db.transaction((tx) => calendarFeedsPersonalData.erase(tx, SCHUELER));
    await testApp.database.db.transaction((tx) => calendarFeedsPersonalData.erase(tx, SCHUELER));
    expect(await testApp.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userUuid, SCHUELER))).toEqual([]);
  });
});
