import { and, eq } from 'drizzle-orm';
import {
  createdShareLinkSchema,
  publicShareSchema,
  SHARE_LINK_LIMITS,
  SHARE_LINK_MESSAGES,
  shareLinkListSchema,
  type CreatedShareLink,
} from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoUser, TEST_PUBLIC_URL, type TestApp } from '../../../test/test-app';
import { auditEvents } from '../../audit/testing';
import { pngBytes } from '../../files/testing';
import { postStoryAs } from '../testing/stories';
import { hashLinkToken } from '../../../platform/http/link-token';
import { schoolSharingSettings, shareLinkOpens, shareLinks } from './share-links.schema';

let testApp: TestApp;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(who: string | null, method: Method, url: string, json?: object) {
  const token = who === null ? null : await testApp.tokenOf(who);
  return testApp.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(json ? { payload: json } : {}) });
}

const LINKS_URL = '/api/bo/v1/share-links';
const publicUrl = (token: string) => `/api/public/v1/shares/${token}`;
const tokenOf = (link: CreatedShareLink) => link.url.split('/').pop() ?? '';
const schoolOf = (username: string) => {
  const student = demoUser(testApp.world, username);
  const uuid = testApp.world.schools.find((school) => school.key === student.school)?.uuid;
  if (!uuid) throw new Error('no school');
  return uuid;
};
const sharingUrl = (username: string) => `/api/bo/v1/schools/${schoolOf(username)}/sharing`;

async function createLink(who: string, body: object): Promise<CreatedShareLink> {
  const response = await call(who, 'POST', LINKS_URL, body);
  expect(response.statusCode, response.body).toBe(201);
  return createdShareLinkSchema.parse(response.json());
}

async function listOf(who: string) {
  const response = await call(who, 'GET', LINKS_URL);
  expect(response.statusCode, response.body).toBe(200);
  return shareLinkListSchema.parse(response.json());
}

beforeAll(async () => {
  testApp = await createTestApp({ LOG_LEVEL: 'error', RATE_LIMIT_FEEDBACK: '100000/600' });
});
afterAll(async () => {
  await testApp.close();
});

describe('POST /share-links', () => {
  it('shares a story for the chosen days: the token is stored only as its hash, the creation is audited', async () => {
    const story = await postStoryAs(testApp, 'schueler', 'Mein Tag in der Werkstatt #holz');
    const before = Date.now();
    const link = await createLink('schueler', { target: 'story', uuid: story.uuid, days: 7, note: 'Für Oma' });
    expect(link.url.startsWith(`${TEST_PUBLIC_URL}/geteilt/`)).toBe(true);
    const token = tokenOf(link);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const expires = Date.parse(link.expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(expires - before).toBeLessThan(7 * 86_400_000 + 60_000);
    const [stored] = await testApp.database.db.select().from(shareLinks).where(eq(shareLinks.uuid, link.uuid));
    expect(stored?.tokenHash).toBe(hashLinkToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const audit = await testApp.database.db.select().from(auditEvents).where(and(eq(auditEvents.targetUuid, link.uuid), eq(auditEvents.action, 'share_link.created')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain('Oma');
  });

  it('takes 14 days when none are given and shares the portfolio without a uuid', async () => {
    const before = Date.now();
    const link = await createLink('schueler', { target: 'portfolio' });
    expect(Date.parse(link.expires_at) - before).toBeGreaterThanOrEqual(SHARE_LINK_LIMITS.daysDefault * 86_400_000 - 1000);
  });

  it('refuses 0 and 91 days, a note that is too long, a story without uuid, a portfolio with one and a wrong type (400)', async () => {
    const story = await postStoryAs(testApp, 'schueler', 'Noch eine Geschichte');
    for (const body of [
      { target: 'story', uuid: story.uuid, days: 0 },
      { target: 'story', uuid: story.uuid, days: 91 },
      { target: 'story', uuid: story.uuid, days: 1.5 },
      { target: 'story', uuid: story.uuid, days: '7' },
      { target: 'story', uuid: story.uuid, note: 'x'.repeat(SHARE_LINK_LIMITS.noteMax + 1) },
      { target: 'story' },
      { target: 'portfolio', uuid: story.uuid },
      { target: 'alles' },
    ]) {
      const response = await call('schueler', 'POST', LINKS_URL, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const response = await call('schueler', 'POST', LINKS_URL, { target: 'story', uuid: story.uuid, days: 91 });
    expect(response.json()).toMatchObject({ message: expect.stringContaining(SHARE_LINK_MESSAGES.days) });
  });

  it('answers 404 for another student\'s story and for a story in the trash, 403 for a teacher', async () => {
    const foreign = await postStoryAs(testApp, 'schueler2', 'Nicht deine Geschichte');
    expect((await call('schueler', 'POST', LINKS_URL, { target: 'story', uuid: foreign.uuid })).statusCode).toBe(404);
    const trashed = await postStoryAs(testApp, 'schueler', 'Gleich im Papierkorb');
    expect((await call('schueler', 'DELETE', `/api/bo/v1/artefacts/stories/${trashed.uuid}`)).statusCode).toBe(200);
    expect((await call('schueler', 'POST', LINKS_URL, { target: 'story', uuid: trashed.uuid })).statusCode).toBe(404);
    expect((await call('lehrer', 'POST', LINKS_URL, { target: 'portfolio' })).statusCode).toBe(403);
    expect((await call('lehrer', 'GET', LINKS_URL)).statusCode).toBe(403);
    expect((await call(null, 'GET', LINKS_URL)).statusCode).toBe(401);
  });
});

describe('GET /api/public/v1/shares/:token', () => {
  it('shows exactly the story and its photo without an account, counts the open and keeps the page out of indexes and caches', async () => {
    const story = await postStoryAs(testApp, 'schueler', 'Mein Praktikum beim Tischler #holz #praktikum', { filename: 'werkbank.png', content: pngBytes(410) });
    const link = await createLink('schueler', { target: 'story', uuid: story.uuid, days: 3 });
    const response = await call(null, 'GET', publicUrl(tokenOf(link)));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const shared = publicShareSchema.parse(response.json());
    expect(shared).toEqual({
      target: 'story',
      expires_at: link.expires_at,
      has_pdf: false,
      story: { text: story.description, hashtags: story.hashtags, created_date: story.created_date, has_photo: true },
    });
    // Nothing of the student beyond the story: no name, no uuid, no school.
    const student = demoUser(testApp.world, 'schueler');
    expect(response.body).not.toContain(student.uuid);
    expect(response.body).not.toContain(student.first_name);

    const photo = await call(null, 'GET', `${publicUrl(tokenOf(link))}/photo`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(photo.rawPayload.length).toBe(410);

    const pdf = await call(null, 'GET', `${publicUrl(tokenOf(link))}/pdf`);
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json()).toMatchObject({ message: SHARE_LINK_MESSAGES.noPdf });

    const { links } = await listOf('schueler');
    const listed = links.find((entry) => entry.uuid === link.uuid);
    expect(listed).toMatchObject({ target: 'story', story_uuid: story.uuid, state: 'open', opened_count: 1 });
    expect(listed?.story_excerpt).toContain('Mein Praktikum beim Tischler');
    expect(listed?.recent_opens).toEqual([{ opened_at: listed?.last_opened_at, kind: 'page' }]);
    const opened = await testApp.database.db.select().from(auditEvents).where(and(eq(auditEvents.targetUuid, link.uuid), eq(auditEvents.action, 'share_link.opened')));
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ actorUuid: null, actorRole: 'ANONYMOUS' });
  });

  it('shows a shared portfolio as the student saved it and streams its PDF, both counted as opens', async () => {
    const story = await postStoryAs(testApp, 'schueler', 'Für mein Portfolio #werkstatt');
    const saved = await call('schueler', 'PUT', '/api/bo/v1/portfolio/my', { profile: 'Ich baue gern Dinge.', items: [{ kind: 'story', uuid: story.uuid }] });
    expect(saved.statusCode, saved.body).toBe(200);
    const link = await createLink('schueler', { target: 'portfolio', days: 7 });
    const response = await call(null, 'GET', publicUrl(tokenOf(link)));
    expect(response.statusCode, response.body).toBe(200);
    const shared = publicShareSchema.parse(response.json());
    expect(shared).toMatchObject({ target: 'portfolio', has_pdf: true, portfolio: { profile: 'Ich baue gern Dinge.', items: [{ kind: 'story', uuid: story.uuid, text: story.description }] } });
    const pdf = await call(null, 'GET', `${publicUrl(tokenOf(link))}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const listed = (await listOf('schueler')).links.find((entry) => entry.uuid === link.uuid);
    expect(listed).toMatchObject({ target: 'portfolio', opened_count: 2 });
    expect(listed?.recent_opens.map((open) => open.kind).sort()).toEqual(['page', 'pdf']);
  });

  it('answers 404 for an unknown token and a story without photo', async () => {
    const unknown = await call(null, 'GET', publicUrl('ausgedacht'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: SHARE_LINK_MESSAGES.linkUnknown });
    expect(unknown.headers['x-robots-tag']).toBe('noindex, nofollow');
    const story = await postStoryAs(testApp, 'schueler', 'Ohne Foto');
    const link = await createLink('schueler', { target: 'story', uuid: story.uuid });
    expect((await call(null, 'GET', `${publicUrl(tokenOf(link))}/photo`)).statusCode).toBe(404);
  });

  it('answers 410 once the link is revoked (revoking again is fine), expired, or its story is in the trash or deleted', async () => {
    const story = await postStoryAs(testApp, 'schueler', 'Bald weg');
    const revoked = await createLink('schueler', { target: 'story', uuid: story.uuid });
    expect((await call('schueler2', 'DELETE', `${LINKS_URL}/${revoked.uuid}`)).statusCode).toBe(404);
    expect((await call('lehrer', 'DELETE', `${LINKS_URL}/${revoked.uuid}`)).statusCode).toBe(403);
    expect((await call('schueler', 'DELETE', `${LINKS_URL}/${revoked.uuid}`)).statusCode).toBe(204);
    expect((await call('schueler', 'DELETE', `${LINKS_URL}/${revoked.uuid}`)).statusCode).toBe(204);
    const gone = await call(null, 'GET', publicUrl(tokenOf(revoked)));
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'LINK_GONE', message: SHARE_LINK_MESSAGES.linkRevoked });
    expect(gone.headers['cache-control']).toBe('no-store');
    const revokes = await testApp.database.db.select().from(auditEvents).where(and(eq(auditEvents.targetUuid, revoked.uuid), eq(auditEvents.action, 'share_link.revoked')));
    expect(revokes).toHaveLength(1);

    const expired = await createLink('schueler', { target: 'story', uuid: story.uuid, days: 1 });
    await testApp.database.db.update(shareLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(shareLinks.uuid, expired.uuid));
    expect((await call(null, 'GET', publicUrl(tokenOf(expired)))).json()).toMatchObject({ code: 'LINK_GONE', message: SHARE_LINK_MESSAGES.linkExpired });

    const trashed = await createLink('schueler', { target: 'story', uuid: story.uuid });
    expect((await call('schueler', 'DELETE', `/api/bo/v1/artefacts/stories/${story.uuid}`)).statusCode).toBe(200);
    expect((await call(null, 'GET', publicUrl(tokenOf(trashed)))).json()).toMatchObject({ code: 'LINK_GONE', message: SHARE_LINK_MESSAGES.storyGone });
    expect((await call('schueler', 'DELETE', `/api/bo/v1/artefacts/stories/${story.uuid}/forever`)).statusCode).toBe(204);
    const deleted = await call(null, 'GET', publicUrl(tokenOf(trashed)));
    expect(deleted.statusCode).toBe(410);
    expect(deleted.json()).toMatchObject({ message: SHARE_LINK_MESSAGES.storyGone });

    const states = new Map((await listOf('schueler')).links.map((link) => [link.uuid, link.state]));
    expect([states.get(revoked.uuid), states.get(expired.uuid), states.get(trashed.uuid)]).toEqual(['revoked', 'expired', 'story_gone']);
  });

  it('limits the requests per address (429)', async () => {
    const limited = await createTestApp({ LOG_LEVEL: 'error', RATE_LIMIT_FEEDBACK: '2/600' });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 3; index += 1) statuses.push((await limited.app.inject({ method: 'GET', url: publicUrl('ausgedacht') })).statusCode);
      expect(statuses).toEqual([404, 404, 429]);
      expect((await limited.app.inject({ method: 'GET', url: `${publicUrl('ausgedacht')}/pdf` })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the school\'s switch', () => {
  it('lets the coordinator switch sharing off: links answer 410, new ones 403 with a du message; on again, they work', async () => {
    const link = await createLink('schueler', { target: 'portfolio', days: 2 });
    expect((await call('schuladmin', 'GET', sharingUrl('schueler'))).json()).toMatchObject({ sharing_enabled: true });
    expect((await call('lehrer', 'PUT', sharingUrl('schueler'), { sharing_enabled: false })).statusCode).toBe(403);
    expect((await call('schueler', 'PUT', sharingUrl('schueler'), { sharing_enabled: false })).statusCode).toBe(403);
    expect((await call('schuladmin', 'PUT', sharingUrl('schueler2'), { sharing_enabled: false })).statusCode).toBe(404);
    expect((await call('schuladmin', 'PUT', sharingUrl('schueler'), { sharing_enabled: 'nein' })).statusCode).toBe(400);

    const off = await call('schuladmin', 'PUT', sharingUrl('schueler'), { sharing_enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ sharing_enabled: false });
    try {
      const gone = await call(null, 'GET', publicUrl(tokenOf(link)));
      expect(gone.statusCode).toBe(410);
      expect(gone.json()).toMatchObject({ code: 'LINK_GONE', message: SHARE_LINK_MESSAGES.sharingOff });
      expect((await call(null, 'GET', `${publicUrl(tokenOf(link))}/pdf`)).statusCode).toBe(410);
      const refused = await call('schueler', 'POST', LINKS_URL, { target: 'portfolio' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: SHARE_LINK_MESSAGES.sharingOffForStudent });
      expect((await listOf('schueler')).sharing_enabled).toBe(false);
      // Another school's students are not affected.
      expect((await call('schueler2', 'POST', LINKS_URL, { target: 'portfolio' })).statusCode).toBe(201);
      const audit = await testApp.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'school.sharing_changed'));
      expect(audit.at(-1)).toMatchObject({ schoolUuid: schoolOf('schueler'), details: { sharing_enabled: false } });
    } finally {
      expect((await call('schuladmin', 'PUT', sharingUrl('schueler'), { sharing_enabled: true })).statusCode).toBe(200);
    }
    expect((await listOf('schueler')).sharing_enabled).toBe(true);
    expect((await createLink('schueler', { target: 'portfolio' })).uuid).toBeTruthy();
  });
});

describe('personal data', () => {
  it('exports the links with their opens (no token, no hash) and deletes them with the account', async () => {
    const story = await postStoryAs(testApp, 'schueler2', 'Geteilt und exportiert');
    const link = await createLink('schueler2', { target: 'story', uuid: story.uuid, note: 'Für Papa' });
    expect((await call(null, 'GET', publicUrl(tokenOf(link)))).statusCode).toBe(200);
    const { shareLinksPersonalData } = await import('./share-links.personal-data');
    const student = demoUser(testApp.world, 'schueler2');
    const { records } = await shareLinksPersonalData.collect(testApp.database.db, student.uuid);
    const exported = JSON.stringify(records);
    expect(exported).toContain('Für Papa');
    expect(exported).toContain('Seite angesehen');
    expect(exported).not.toContain(tokenOf(link));
    expect(exported).not.toContain(hashLinkToken(tokenOf(link)));
    await testApp.database.db.transaction(async (tx) => shareLinksPersonalData.erase(tx as never, student.uuid));
    expect(await testApp.database.db.select().from(shareLinks).where(eq(shareLinks.studentUuid, student.uuid))).toEqual([]);
    expect(await testApp.database.db.select().from(shareLinkOpens).where(eq(shareLinkOpens.linkUuid, link.uuid))).toEqual([]);
    expect(await testApp.database.db.select().from(schoolSharingSettings).where(eq(schoolSharingSettings.changedByUuid, student.uuid))).toEqual([]);
  });
});
