import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  myPortfolioSchema,
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  portfolioCandidatesSchema,
  portfolioViewSchema,
  type UpdatePortfolioBody,
} from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { createFilesFrontDoor } from '../../files';
import { pngBytes } from '../../files/testing';
import { createPortfolio } from '../index';
import { postStoryAs } from '../testing/stories';
import { portfolioPersonalData } from './portfolio.personal-data';
import { portfolios } from './portfolio.schema';

/** A reflection task of the Sek I path (content/mein-weg/sek1.json). */
const SEK1_REFLECTION_TASK = '25374f87-dc4b-5d1c-93d8-c260a2c6c9ff';
const MY_URL = '/api/bo/v1/portfolio/my';

let testApp: TestApp;
let dataDir: string;

async function call(username: string, request: { method: 'GET' | 'PUT'; url: string; json?: object }) {
  const headers = { authorization: `Bearer ${await testApp.tokenOf(username)}` };
  return testApp.app.inject({ method: request.method, url: request.url, headers, ...(request.json ? { payload: request.json } : {}) });
}

const save = (username: string, body: UpdatePortfolioBody) => call(username, { method: 'PUT', url: MY_URL, json: body });

async function doneAnswerOf(username: string, text: string): Promise<string> {
  const saved = await call(username, { method: 'PUT', url: `/api/bo/v1/tasks/${SEK1_REFLECTION_TASK}/answer`, json: { kind: 'reflection', text, done: true } });
  expect(saved.statusCode, saved.body).toBe(200);
  return (saved.json() as { answer: { uuid: string } }).answer.uuid;
}

/** The service as share links build it, on the test app's database and storage. */
const portfolioService = () =>
  createPortfolio({ db: testApp.database.db, files: createFilesFrontDoor({ config: testApp.config, db: testApp.database.db }) });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-portfolio-'));
  testApp = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('building the portfolio', () => {
  it('offers own stories with their photo and done answers, saves profile and order, and reads them back', async () => {
    const story = await postStoryAs(testApp, 'schueler', 'Im Praktikum habe ich ein Regal gebaut. #handwerk', { filename: 'regal.png', content: pngBytes() });
    const answerUuid = await doneAnswerOf('schueler', 'Ich plane gern und behalte den Überblick.');

    const candidates = portfolioCandidatesSchema.parse((await call('schueler', { method: 'GET', url: `${MY_URL}/candidates` })).json());
    const storyCandidate = candidates.items.find((item) => item.kind === 'story' && item.uuid === story.uuid);
    expect(storyCandidate).toMatchObject({ kind: 'story', hashtags: ['handwerk'], photo: { content_type: 'image/png', url: expect.any(String) } });
    expect(candidates.items).toContainEqual(expect.objectContaining({ kind: 'answer', uuid: answerUuid, answer: 'Ich plane gern und behalte den Überblick.' }));

    const saved = await save('schueler', {
      profile: '  Ich bin Mia und baue gern Dinge.  ',
      items: [
        { kind: 'answer', uuid: answerUuid },
        { kind: 'story', uuid: story.uuid },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const mine = myPortfolioSchema.parse((await call('schueler', { method: 'GET', url: MY_URL })).json());
    expect(mine.profile).toBe('Ich bin Mia und baue gern Dinge.');
    expect(mine.items).toEqual([
      { kind: 'answer', uuid: answerUuid },
      { kind: 'story', uuid: story.uuid },
    ]);
    expect(mine.student_name).toMatch(/\S+ \S+/);
    expect(mine.updated_date).not.toBeNull();
  });

  it('drops a story from view and list once it is in the trash', async () => {
    const story = await postStoryAs(testApp, 'schueler', 'Eine Story, die ich wieder lösche.');
    expect((await save('schueler', { profile: '', items: [{ kind: 'story', uuid: story.uuid }] })).statusCode).toBe(200);
    const trashed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/bo/v1/artefacts/stories/${story.uuid}`,
      headers: { authorization: `Bearer ${await testApp.tokenOf('schueler')}` },
    });
    expect(trashed.statusCode, trashed.body).toBe(200);

    expect(myPortfolioSchema.parse((await call('schueler', { method: 'GET', url: MY_URL })).json()).items).toEqual([]);
    const view = portfolioViewSchema.parse(await portfolioService().portfolioView(demoUser(testApp.world, 'schueler').uuid));
    expect(view.items).toEqual([]);
  });

  it('resolves the view in the student\'s order, with name and school, for share links', async () => {
    const story = await postStoryAs(testApp, 'schueler', 'Mein Tag in der Werkstatt.', { filename: 'werkstatt.png', content: pngBytes() });
    await save('schueler', { profile: 'Über mich.', items: [{ kind: 'story', uuid: story.uuid }] });
    const portfolio = portfolioService();
    const view = portfolioViewSchema.parse(await portfolio.portfolioView(demoUser(testApp.world, 'schueler').uuid));
    expect(view).toMatchObject({ profile: 'Über mich.', items: [{ kind: 'story', uuid: story.uuid, photo: { alt: 'Mein Tag in der Werkstatt.' } }] });
    expect(view.school_name).not.toBe('');

    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    await portfolio.writePortfolioPdf(demoUser(testApp.world, 'schueler').uuid, output);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the PDF download', () => {
  it('streams the saved portfolio as a PDF attachment named after the student', async () => {
    const response = await call('schueler', { method: 'GET', url: `${MY_URL}/pdf` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="Portfolio-[^"]+\.pdf"; filename\*=UTF-8''Portfolio-/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('sad paths', () => {
  it('refuses another student\'s story with a 404 and a message that says what to do', async () => {
    const foreign = await postStoryAs(testApp, 'schueler2', 'Nicht deine Story.');
    const response = await save('schueler', { profile: '', items: [{ kind: 'story', uuid: foreign.uuid }] });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(PORTFOLIO_MESSAGES.itemNotFound);
  });

  it('refuses an answer that is not done, an unknown uuid and another student\'s file as 404', async () => {
    const unknown = await save('schueler', { profile: '', items: [{ kind: 'file', uuid: '00000000-0000-4000-8000-000000000000' }] });
    expect(unknown.statusCode).toBe(404);
    const notDone = await call('schueler2', {
      method: 'PUT',
      url: `/api/bo/v1/tasks/${SEK1_REFLECTION_TASK}/answer`,
      json: { kind: 'reflection', text: 'Noch nicht fertig.', done: false },
    });
    const answerUuid = (notDone.json() as { answer: { uuid: string } }).answer.uuid;
    expect((await save('schueler2', { profile: '', items: [{ kind: 'answer', uuid: answerUuid }] })).statusCode).toBe(404);
  });

  it('refuses duplicates, too many items, too long a profile, wrong kinds and a uuid on strengths (400)', async () => {
    const story = await postStoryAs(testApp, 'schueler', 'Zweimal?');
    const twice = await save('schueler', { profile: '', items: [{ kind: 'story', uuid: story.uuid }, { kind: 'story', uuid: story.uuid }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain(PORTFOLIO_MESSAGES.duplicateItem);

    const tooLong = await save('schueler', { profile: 'a'.repeat(PORTFOLIO_LIMITS.profileMax + 1), items: [] });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain(PORTFOLIO_MESSAGES.profileTooLong);

    const many = Array.from({ length: PORTFOLIO_LIMITS.itemsMax + 1 }, (_, index) => ({ kind: 'file' as const, uuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}` }));
    expect((await save('schueler', { profile: '', items: many })).statusCode).toBe(400);

    expect((await call('schueler', { method: 'PUT', url: MY_URL, json: { profile: '', items: [{ kind: 'video', uuid: story.uuid }] } })).statusCode).toBe(400);
    expect((await call('schueler', { method: 'PUT', url: MY_URL, json: { profile: 42, items: [] } })).statusCode).toBe(400);
    const strengths = await save('schueler', { profile: '', items: [{ kind: 'strengths', uuid: story.uuid }] });
    expect(strengths.statusCode).toBe(400);
    expect(strengths.body).toContain(PORTFOLIO_MESSAGES.strengthsWithoutUuid);
    const noUuid = await save('schueler', { profile: '', items: [{ kind: 'story' }] });
    expect(noUuid.statusCode).toBe(400);
  });

  it('answers 403 to staff: the portfolio is the student\'s own', async () => {
    expect((await call('lehrer', { method: 'GET', url: MY_URL })).statusCode).toBe(403);
    expect((await call('lehrer', { method: 'GET', url: `${MY_URL}/pdf` })).statusCode).toBe(403);
    expect((await save('lehrer', { profile: 'x', items: [] })).statusCode).toBe(403);
  });
});

describe('personal data (runs last: it erases)', () => {
  it('exports the profile and the chosen items, and erases them with the account', async () => {
    const student = demoUser(testApp.world, 'schueler').uuid;
    await save('schueler', { profile: 'Für den Export.', items: [{ kind: 'strengths' }] });
    const db = testApp.database.db;
    const exported = await portfolioPersonalData.collect(db, student);
    expect(exported.records).toEqual([
      expect.objectContaining({ type: 'portfolio', about_me: 'Für den Export.', portfolio_items: [{ position: 1, kind: 'strengths', uuid: null }] }),
    ]);
    await db.transaction(async (tx) => {
      await portfolioPersonalData.erase(tx, student);
      await portfolioPersonalData.erase(tx, student); // safe to run again
    });
    expect(await db.select().from(portfolios).where(eq(portfolios.ownerUuid, student))).toEqual([]);
  });
});
