import { NEWS_QUOTA, NEWS_TEXT_MAX_CHARS, type EventList, type NewsItem, type NewsList } from '@berufswahl/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
const CLASS_8A = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001';
const CLASS_8B = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0002';
const CLASS_9C = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0011';

async function call(username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const token = await testApp.tokenOf(username);
  return testApp.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
}

function news(overrides: Record<string, unknown> = {}) {
  return { title: 'Berufsmesse', text: '<p>Am Freitag kommt die <strong>Berufsmesse</strong>.</p>', audiences: ['SCHUELER'], ...overrides };
}

async function publish(username: string, body: Record<string, unknown>, kind = 'news') {
  const response = await call(username, 'POST', `/api/messaging/v1/${kind}`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as NewsItem;
}

async function titlesSeenBy(username: string, kind = 'news') {
  const response = await call(username, 'GET', `/api/messaging/v1/${kind}?limit=50`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as NewsList).items.map((item) => item.title);
}

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('news visibility', () => {
  it('shows news for 8a to schueler (8a) but not to schueler2 (school B)', async () => {
    const item = await publish('lehrer', news({ title: 'Nur 8a', class_uuid: CLASS_8A }));
    expect(item).toMatchObject({ class_uuid: CLASS_8A, class_label: '8a', is_own: true, author: { name: 'Thomas Becker' } });
    expect(await titlesSeenBy('schueler')).toContain('Nur 8a');
    expect(await titlesSeenBy('schueler2')).not.toContain('Nur 8a');
    expect(await titlesSeenBy('lehrer')).toContain('Nur 8a');
  });

  it('answers 404 to a reader of school B asking for school A news by its id', async () => {
    const item = await publish('schuladmin', news({ title: 'Schule A intern', audiences: ['SCHUELER', 'LEHRER'] }));
    expect((await call('schueler', 'GET', `/api/messaging/v1/news/${item.uuid}`)).statusCode).toBe(200);
    expect((await call('schueler2', 'GET', `/api/messaging/v1/news/${item.uuid}`)).statusCode).toBe(404);
    expect((await call('lehrer2', 'GET', `/api/messaging/v1/news/${item.uuid}`)).statusCode).toBe(404);
    expect((await call('lehrer2', 'DELETE', `/api/messaging/v1/news/${item.uuid}`)).statusCode).toBe(404);
  });

  it('shows an item only to the audiences it names', async () => {
    await publish('schuladmin', news({ title: 'Nur Lehrkräfte', audiences: ['LEHRER'] }));
    expect(await titlesSeenBy('lehrer')).toContain('Nur Lehrkräfte');
    expect(await titlesSeenBy('lehrer-neu')).toContain('Nur Lehrkräfte');
    expect(await titlesSeenBy('schueler')).not.toContain('Nur Lehrkräfte');

    await publish('lehrer', news({ title: 'Nur Koordination', audiences: ['ADMIN_SCHULE'] }));
    expect(await titlesSeenBy('schuladmin')).toContain('Nur Koordination');
    expect(await titlesSeenBy('schueler')).not.toContain('Nur Koordination');
  });

  it('keeps news of a learning group from students and teachers of other groups', async () => {
    await publish('schuladmin', news({ title: 'Nur 8b', class_uuid: CLASS_8B, audiences: ['SCHUELER', 'LEHRER'] }));
    expect(await titlesSeenBy('schueler')).not.toContain('Nur 8b');
    expect(await titlesSeenBy('lehrer')).not.toContain('Nur 8b');
    expect(await titlesSeenBy('schuladmin')).toContain('Nur 8b');
  });

  it('targets a year level and a secondary level', async () => {
    await publish('schuladmin', news({ title: 'Jahrgang 8', grade: 8 }));
    await publish('schuladmin', news({ title: 'Jahrgang 11', grade: 11 }));
    await publish('schuladmin', news({ title: 'Sek II', level: 'sek2' }));
    const seen = await titlesSeenBy('schueler');
    expect(seen).toContain('Jahrgang 8');
    expect(seen).not.toContain('Jahrgang 11');
    expect(seen).not.toContain('Sek II');
    // The filter narrows the coordinator's list to one level (and items for both levels).
    const filtered = await call('schuladmin', 'GET', '/api/messaging/v1/news?filter=stufe:sek1&limit=50');
    expect((filtered.json() as NewsList).items.map((item) => item.title)).not.toContain('Sek II');
  });

  it('refuses a filter of another form with a German message', async () => {
    const response = await call('schueler', 'GET', '/api/messaging/v1/news?filter=klasse:8a');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('stufe:*');
  });

  it('notifies the audience on publish', async () => {
    await publish('lehrer', news({ title: 'Mit Benachrichtigung', class_uuid: CLASS_8A }));
    const unread = await call('schueler', 'GET', '/api/messaging/v1/notifications/unread');
    expect(unread.json()).toEqual(expect.arrayContaining([expect.objectContaining({ message: 'Thomas Becker: Mit Benachrichtigung' })]));
    const other = await call('schueler2', 'GET', '/api/messaging/v1/notifications/unread');
    expect(JSON.stringify(other.json())).not.toContain('Mit Benachrichtigung');
  });
});

describe('news writing rules', () => {
  it('refuses a teacher without a learning group with a German explanation', async () => {
    const response = await call('lehrer-neu', 'POST', '/api/messaging/v1/news', news());
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('keine Lerngruppe');
  });

  it("lets a teacher write only for their own groups; another school's group is not found", async () => {
    expect((await call('lehrer', 'POST', '/api/messaging/v1/news', news({ class_uuid: CLASS_8B }))).statusCode).toBe(403);
    expect((await call('lehrer', 'POST', '/api/messaging/v1/news', news({ class_uuid: CLASS_9C }))).statusCode).toBe(404);
  });

  it('refuses a class and a year level at once, and students altogether', async () => {
    const both = await call('schuladmin', 'POST', '/api/messaging/v1/news', news({ class_uuid: CLASS_8A, grade: 8 }));
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain('entweder');
    expect((await call('schueler', 'POST', '/api/messaging/v1/news', news())).statusCode).toBe(403);
  });

  it('sanitises script, event handlers and javascript: links', async () => {
    const item = await publish(
      'schuladmin',
      news({
        title: 'Sauber',
        text: '<p onclick="steal()">Hallo <img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">böse</a> <a href="https://www.arbeitsagentur.de">gut</a></p><style>p{}</style>',
      }),
    );
    expect(item.text).not.toMatch(/script|onerror|onclick|javascript:|<img|<style/i);
    expect(item.text).toContain('<a href="https://www.arbeitsagentur.de" rel="noopener noreferrer nofollow" target="_blank">gut</a>');
    expect(item.text.startsWith('<p>Hallo')).toBe(true);
  });

  it('refuses a text that is only markup or too long with a German 400', async () => {
    const empty = await call('schuladmin', 'POST', '/api/messaging/v1/news', news({ text: '<p><script>x</script></p>' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Text ist ein Pflichtfeld');
    const long = await call('schuladmin', 'POST', '/api/messaging/v1/news', news({ text: `<p>${'a'.repeat(NEWS_TEXT_MAX_CHARS + 1)}</p>` }));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(`Text darf nicht länger als ${NEWS_TEXT_MAX_CHARS} Zeichen sein`);
    // Markup does not count: exactly the limit in visible characters passes.
    const exact = await call('schuladmin', 'POST', '/api/messaging/v1/news', news({ text: `<p><strong>${'a'.repeat(NEWS_TEXT_MAX_CHARS)}</strong></p>` }));
    expect(exact.statusCode).toBe(201);
  });

  it('lets only the author edit and delete', async () => {
    const item = await publish('schuladmin', news({ title: 'Alt', audiences: ['LEHRER', 'ADMIN_SCHULE'] }));
    const byOther = await call('mehrfach', 'PUT', `/api/messaging/v1/news/${item.uuid}`, news({ title: 'Fremd' }));
    expect([403]).toContain(byOther.statusCode);
    const edited = await call('schuladmin', 'PUT', `/api/messaging/v1/news/${item.uuid}`, news({ title: 'Neu', audiences: ['LEHRER'] }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Neu', audiences: ['LEHRER'] });
    expect((await call('lehrer', 'DELETE', `/api/messaging/v1/news/${item.uuid}`)).statusCode).toBe(403);
    expect((await call('schuladmin', 'DELETE', `/api/messaging/v1/news/${item.uuid}`)).statusCode).toBe(204);
    expect((await call('lehrer', 'GET', `/api/messaging/v1/news/${item.uuid}`)).statusCode).toBe(404);
  });

  it('lets state coordinators write to the school coordinators of their Land only', async () => {
    const wrong = await call('landadmin', 'POST', '/api/messaging/v1/news', news());
    expect(wrong.statusCode).toBe(400);
    await publish('landadmin', news({ title: 'Landesweit', audiences: ['ADMIN_SCHULE'] }));
    expect(await titlesSeenBy('schuladmin')).toContain('Landesweit');
    expect(await titlesSeenBy('landadmin')).toContain('Landesweit');
    expect(await titlesSeenBy('lehrer')).not.toContain('Landesweit');
  });
});

describe('quota', () => {
  it('counts the author’s items of the window and refuses more with 429', async () => {
    const before = (await call('lehrer2', 'GET', '/api/messaging/v1/news')).json() as NewsList;
    expect(before).toMatchObject({ quota_max: NEWS_QUOTA.max, quota_remaining: NEWS_QUOTA.max });
    // Fill the quota directly (the API would take 30 round trips).
    const lehrer2 = testApp.world.users.find((user) => user.username === 'lehrer2')!;
    const school = testApp.world.schools[1]!;
    await testApp.database.db.execute(sql`
      insert into news_items (kind, client_uuid, school_uuid, author_uuid, author_name, title, text, audiences)
      select 'news', ${testApp.world.client.uuid}::uuid, ${school.uuid}::uuid, ${lehrer2.uuid}::uuid, 'Aylin Demir', 'Füllung ' || n, '<p>x</p>', array['LEHRER']
      from generate_series(1, ${NEWS_QUOTA.max - 1}) as n`);
    await publish('lehrer2', news({ title: 'Der letzte', class_uuid: CLASS_9C }));
    const full = await call('lehrer2', 'POST', '/api/messaging/v1/news', news({ class_uuid: CLASS_9C }));
    expect(full.statusCode).toBe(429);
    expect(full.json().message).toContain(`${NEWS_QUOTA.max} Beiträge`);
    const after = (await call('lehrer2', 'GET', '/api/messaging/v1/news')).json() as NewsList;
    expect(after.quota_remaining).toBe(0);
    // Events have their own quota.
    const events = (await call('lehrer2', 'GET', '/api/messaging/v1/events')).json() as EventList;
    expect(events.quota_remaining).toBe(NEWS_QUOTA.max);
    // Readers who cannot write have none.
    expect((await call('schueler2', 'GET', '/api/messaging/v1/news')).json()).toMatchObject({ quota_max: 0, quota_remaining: 0 });
  });

  it('pages with start and limit and tells has_more', async () => {
    const first = (await call('lehrer2', 'GET', '/api/messaging/v1/news?start=0&limit=10')).json() as NewsList;
    const second = (await call('lehrer2', 'GET', '/api/messaging/v1/news?start=10&limit=10')).json() as NewsList;
    expect(first.items).toHaveLength(10);
    expect(first.has_more).toBe(true);
    expect(first.total).toBeGreaterThanOrEqual(NEWS_QUOTA.max);
    expect(second.items[0]?.uuid).not.toBe(first.items[0]?.uuid);
    const rest = (await call('lehrer2', 'GET', '/api/messaging/v1/news?start=30&limit=10')).json() as NewsList;
    expect(rest.has_more).toBe(false);
  });
});

describe('events', () => {
  it('lists upcoming events of the reader soonest first with date and place', async () => {
    await publish('lehrer', { ...news({ title: 'Später', class_uuid: CLASS_8A }), date: '2099-05-02', place: 'Aula' }, 'events');
    await publish('lehrer', { ...news({ title: 'Früher', class_uuid: CLASS_8A }), date: '2099-05-01', time: '09:30', place: 'Raum 12' }, 'events');
    await publish('lehrer', { ...news({ title: 'Vorbei', class_uuid: CLASS_8A }), date: '2020-01-01', place: 'Aula' }, 'events');
    const list = (await call('schueler', 'GET', '/api/messaging/v1/events')).json() as EventList;
    expect(list.items.map((item) => item.title)).toEqual(['Früher', 'Später']);
    expect(list.items[0]).toMatchObject({ date: '2099-05-01', time: '09:30', place: 'Raum 12' });
    expect(await titlesSeenBy('schueler2', 'events')).toEqual([]);
  });

  it('needs a valid date and a place', async () => {
    const response = await call('lehrer', 'POST', '/api/messaging/v1/events', { ...news({ class_uuid: CLASS_8A }), date: '2099-02-30', place: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Datum hat ein ungültiges Format');
    expect(response.json().message).toContain('Ort ist ein Pflichtfeld');
  });
});
