import { CALENDAR_FEED_LIMITS, CALENDAR_FEED_MESSAGES, type CalendarFeedCreated, type CalendarFeedStatus, type EventItem } from '@berufswahl/contracts';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoUser, TEST_PUBLIC_URL, type TestApp } from '../../../test/test-app';
import { calendarFeedRetiredTokens, calendarFeeds, eventsOf, parseICal, propertyOf, unescapeICalText, type ICalComponent } from '../testing';

let testApp: TestApp;
const CLASS_8A = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001';
const CLASS_8B = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0002';
/** lehrer of the demo world (content/demo/world.json). */
const LEHRER = 'c0000000-0000-4000-8000-000000000003';

async function call(username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const token = await testApp.tokenOf(username);
  return testApp.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
}

function inDays(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

async function publishEvent(username: string, overrides: Record<string, unknown> = {}): Promise<EventItem> {
  const body = { title: 'Berufsmesse', text: '<p>Stände, Vorträge; Infos.</p>', audiences: ['SCHUELER'], date: inDays(10), time: '09:30', place: 'Aula', ...overrides };
  const response = await call(username, 'POST', '/api/messaging/v1/events', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as EventItem;
}

async function newFeedOf(username: string): Promise<CalendarFeedCreated> {
  const response = await call(username, 'POST', '/api/messaging/v1/calendar-feed');
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CalendarFeedCreated;
}

/** Fetches a feed URL as a calendar app does: no cookie, no token. */
function fetchFeed(url: string) {
  return testApp.app.inject({ method: 'GET', url: url.slice(TEST_PUBLIC_URL.length) });
}

async function calendarOf(url: string): Promise<ICalComponent> {
  const response = await fetchFeed(url);
  expect(response.statusCode, response.body).toBe(200);
  return parseICal(response.body);
}

const summariesOf = (calendar: ICalComponent) => eventsOf(calendar).map((event) => unescapeICalText(propertyOf(event, 'SUMMARY')?.value ?? ''));
const eventWithUid = (calendar: ICalComponent, uuid: string) => eventsOf(calendar).find((event) => propertyOf(event, 'UID')?.value.startsWith(`${uuid}@`));

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('POST /calendar-feed', () => {
  it('answers a secret URL under PUBLIC_URL that ends in .ics', async () => {
    const feed = await newFeedOf('schueler');
    expect(feed.url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/public/v1/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
  });

  it('stores only the hash of the token', async () => {
    const feed = await newFeedOf('lehrer');
    const token = feed.url.split('/').at(-1)?.replace('.ics', '') ?? '';
    const [stored] = await testApp.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userUuid, LEHRER));
    expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('makes the old URL stop working when renewed: it answers 410, the new one 200', async () => {
    const first = await newFeedOf('schueler');
    expect((await fetchFeed(first.url)).statusCode).toBe(200);
    const second = await newFeedOf('schueler');
    expect(second.url).not.toBe(first.url);
    const old = await fetchFeed(first.url);
    expect(old.statusCode).toBe(410);
    expect(old.json()).toMatchObject({ code: 'LINK_GONE', message: CALENDAR_FEED_MESSAGES.feedRetired });
    expect(old.headers['x-robots-tag']).toContain('noindex');
    expect((await fetchFeed(second.url)).statusCode).toBe(200);
    // Renewed once more: both earlier URLs answer 410, and only their hashes are kept.
    const third = await newFeedOf('schueler');
    expect((await fetchFeed(second.url)).statusCode).toBe(410);
    expect((await fetchFeed(first.url)).statusCode).toBe(410);
    const retired = await testApp.database.db.select().from(calendarFeedRetiredTokens).where(eq(calendarFeedRetiredTokens.userUuid, demoUser(testApp.world, 'schueler').uuid));
    expect(retired.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(retired)).not.toContain(first.url.split('/').at(-1)?.replace('.ics', '') ?? 'x');
    expect((await fetchFeed(third.url)).statusCode).toBe(200);
  });

  it('answers 404 again once a retired URL is older than retiredUrlDays', async () => {
    const first = await newFeedOf('lehrer2');
    await newFeedOf('lehrer2');
    await testApp.database.db
      .update(calendarFeedRetiredTokens)
      .set({ retiredAt: sql`now() - make_interval(days => ${CALENDAR_FEED_LIMITS.retiredUrlDays + 1})` })
      .where(eq(calendarFeedRetiredTokens.userUuid, demoUser(testApp.world, 'lehrer2').uuid));
    expect((await fetchFeed(first.url)).statusCode).toBe(404);
    // The next renewal drops the account's retired hashes past their time.
    await newFeedOf('lehrer2');
    const left = await testApp.database.db.select().from(calendarFeedRetiredTokens).where(eq(calendarFeedRetiredTokens.userUuid, demoUser(testApp.world, 'lehrer2').uuid));
    expect(left).toHaveLength(1);
  });

  it('refuses a role that reads no events', async () => {
    expect((await call('technik', 'POST', '/api/messaging/v1/calendar-feed')).statusCode).toBe(403);
    expect((await call('deaktiviert', 'POST', '/api/messaging/v1/calendar-feed')).statusCode).toBe(403);
  });

  it('refuses without a sign-in', async () => {
    expect((await testApp.app.inject({ method: 'POST', url: '/api/messaging/v1/calendar-feed' })).statusCode).toBe(401);
  });
});

describe('GET and DELETE /calendar-feed', () => {
  it('tells whether a feed exists and since when, never its URL', async () => {
    await call('schuladmin', 'DELETE', '/api/messaging/v1/calendar-feed');
    const none = await call('schuladmin', 'GET', '/api/messaging/v1/calendar-feed');
    expect(none.json()).toEqual({ is_active: false, created_at: null, last_fetched_at: null });
    const feed = await newFeedOf('schuladmin');
    const before = (await call('schuladmin', 'GET', '/api/messaging/v1/calendar-feed')).json() as CalendarFeedStatus;
    expect(before).toMatchObject({ is_active: true, created_at: feed.created_at, last_fetched_at: null });
    expect(JSON.stringify(before)).not.toContain(feed.url.split('/').at(-1)?.replace('.ics', '') ?? 'x');
    await fetchFeed(feed.url);
    const after = (await call('schuladmin', 'GET', '/api/messaging/v1/calendar-feed')).json() as CalendarFeedStatus;
    expect(after.last_fetched_at).not.toBeNull();
  });

  it('switches the feed off: its URL answers 410', async () => {
    const feed = await newFeedOf('mehrfach');
    const removed = await call('mehrfach', 'DELETE', '/api/messaging/v1/calendar-feed');
    expect(removed.statusCode).toBe(204);
    const gone = await fetchFeed(feed.url);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'LINK_GONE' });
    expect(((await call('mehrfach', 'GET', '/api/messaging/v1/calendar-feed')).json() as CalendarFeedStatus).is_active).toBe(false);
  });
});

describe('GET /api/public/v1/calendar/:token.ics', () => {
  it("holds the events 8a may see and none of school B's or of another class", async () => {
    const for8a = await publishEvent('lehrer', { title: 'Ausflug 8a', class_uuid: CLASS_8A });
    const forSchool = await publishEvent('schuladmin', { title: 'Schulfest', time: null });
    await publishEvent('schuladmin', { title: 'Nur 8b', class_uuid: CLASS_8B });
    await publishEvent('schuladmin', { title: 'Nur Lehrkräfte', audiences: ['LEHRER'] });
    await publishEvent('lehrer2', { title: 'Schule B Termin' });
    const calendar = await calendarOf((await newFeedOf('schueler')).url);
    const summaries = summariesOf(calendar);
    expect(summaries).toEqual(expect.arrayContaining(['Ausflug 8a', 'Schulfest']));
    expect(summaries).not.toContain('Nur 8b');
    expect(summaries).not.toContain('Nur Lehrkräfte');
    expect(summaries).not.toContain('Schule B Termin');
    const timed = eventWithUid(calendar, for8a.uuid);
    expect(timed && propertyOf(timed, 'DTSTART')).toEqual({ name: 'DTSTART', params: { TZID: 'Europe/Berlin' }, value: `${for8a.date.replace(/-/g, '')}T093000` });
    expect(timed && unescapeICalText(propertyOf(timed, 'DESCRIPTION')?.value ?? '')).toBe('Stände, Vorträge; Infos.');
    expect(timed && unescapeICalText(propertyOf(timed, 'LOCATION')?.value ?? '')).toBe('Aula');
    expect(timed && propertyOf(timed, 'URL')?.value).toBe(`${TEST_PUBLIC_URL}/termine`);
    const allDay = eventWithUid(calendar, forSchool.uuid);
    expect(allDay && propertyOf(allDay, 'DTSTART')?.params).toEqual({ VALUE: 'DATE' });
    expect(calendar.components.some((component) => component.name === 'VTIMEZONE')).toBe(true);
    const schoolB = summariesOf(await calendarOf((await newFeedOf('schueler2')).url));
    expect(schoolB).toContain('Schule B Termin');
    expect(schoolB).not.toContain('Ausflug 8a');
  });

  it('answers text/calendar that keeps out of caches and search engines', async () => {
    const response = await fetchFeed((await newFeedOf('schueler')).url);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('shows a changed event with a higher SEQUENCE and drops a deleted one', async () => {
    const url = (await newFeedOf('schueler')).url;
    const event = await publishEvent('lehrer', { title: 'Elternabend', class_uuid: CLASS_8A });
    const before = eventWithUid(await calendarOf(url), event.uuid);
    expect(before && propertyOf(before, 'SEQUENCE')?.value).toBe('0');
    const changed = await call('lehrer', 'PUT', `/api/messaging/v1/events/${event.uuid}`, {
      title: 'Elternabend (verschoben)',
      text: event.text,
      audiences: ['SCHUELER'],
      class_uuid: CLASS_8A,
      date: inDays(12),
      time: '19:00',
      place: 'Raum 101',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = eventWithUid(await calendarOf(url), event.uuid);
    expect(after && propertyOf(after, 'SEQUENCE')?.value).toBe('1');
    expect(after && unescapeICalText(propertyOf(after, 'SUMMARY')?.value ?? '')).toBe('Elternabend (verschoben)');
    expect((await call('lehrer', 'DELETE', `/api/messaging/v1/events/${event.uuid}`)).statusCode).toBe(204);
    expect(eventWithUid(await calendarOf(url), event.uuid)).toBeUndefined();
  });

  it('keeps recent past events and leaves out old ones', async () => {
    const recent = await publishEvent('schuladmin', { title: 'Letzte Woche', date: inDays(-7) });
    const old = await publishEvent('schuladmin', { title: 'Letztes Jahr', date: inDays(-200) });
    const calendar = await calendarOf((await newFeedOf('schueler')).url);
    expect(eventWithUid(calendar, recent.uuid)).toBeDefined();
    expect(eventWithUid(calendar, old.uuid)).toBeUndefined();
  });

  it('stops working when the account is deactivated', async () => {
    const url = (await newFeedOf('altnutzer')).url;
    expect((await fetchFeed(url)).statusCode).toBe(200);
    await testApp.database.db.execute(sql`update users set roles = array['DEACTIVATED'], active_role = 'DEACTIVATED' where username = 'altnutzer'`);
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });

  it('answers 404 to an unknown, malformed or suffix-less token', async () => {
    const url = (await newFeedOf('schueler')).url;
    expect((await fetchFeed(url.replace('.ics', ''))).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/public/v1/calendar/${'A'.repeat(43)}.ics` })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/public/v1/calendar/kurz.ics' })).statusCode).toBe(404);
    const tooLong = await testApp.app.inject({ method: 'GET', url: `/api/public/v1/calendar/${'A'.repeat(90)}.ics` });
    expect(tooLong.statusCode).toBe(404);
    expect(tooLong.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(tooLong.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /events/:uuid/ics', () => {
  it('downloads one visible event as an .ics file', async () => {
    const event = await publishEvent('lehrer', { title: 'Bewerbungstraining', class_uuid: CLASS_8A });
    const response = await call('schueler', 'GET', `/api/messaging/v1/events/${event.uuid}/ics`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="termin-${event.date}.ics"`);
    const events = eventsOf(parseICal(response.body));
    expect(events).toHaveLength(1);
    expect(events[0] && propertyOf(events[0], 'UID')?.value).toBe(`${event.uuid}@localhost`);
  });

  it("answers 404 for another school's event and for one of another class", async () => {
    const schoolB = await publishEvent('lehrer2', { title: 'Schule B' });
    const for8b = await publishEvent('schuladmin', { title: 'Nur 8b', class_uuid: CLASS_8B });
    expect((await call('schueler', 'GET', `/api/messaging/v1/events/${schoolB.uuid}/ics`)).statusCode).toBe(404);
    expect((await call('lehrer', 'GET', `/api/messaging/v1/events/${schoolB.uuid}/ics`)).statusCode).toBe(404);
    expect((await call('schueler', 'GET', `/api/messaging/v1/events/${for8b.uuid}/ics`)).statusCode).toBe(404);
  });

  it('refuses a role that reads no events and a malformed uuid', async () => {
    const event = await publishEvent('schuladmin', { title: 'Für alle' });
    expect((await call('technik', 'GET', `/api/messaging/v1/events/${event.uuid}/ics`)).statusCode).toBe(403);
    expect((await call('schueler', 'GET', '/api/messaging/v1/events/kein-uuid/ics')).statusCode).toBe(400);
  });
});
