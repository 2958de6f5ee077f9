import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { VIDEO_MESSAGES, type ManagedVideo, type ManagedVideoList, type VideoSlotList } from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { multipartBody, zipBytes, type MultipartPart } from '../../files/testing';
import { createFilesFrontDoor } from '../../files';
import { seedDemoVideos } from './seed-demo-videos';

let testApp: TestApp;
let dataDir: string;
const BASE = '/api/cms/v1';
const demoFolder = path.dirname(createRequire(import.meta.url).resolve('@berufswahl/content/demo/videos/videos.json'));
let mp4: Buffer;
let poster: Buffer;
const VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHallo und willkommen.\n';

async function as(username: string) {
  return { authorization: `Bearer ${await testApp.tokenOf(username)}` };
}

function parts(overrides: { video?: MultipartPart | null; captions?: MultipartPart | null; poster?: MultipartPart | null } = {}): MultipartPart[] {
  const all: (MultipartPart | null | undefined)[] = [
    { field: 'title', content: 'Willkommen' },
    { field: 'description', content: 'Ein kurzer Überblick.' },
    overrides.video === undefined ? { field: 'video', filename: 'film.mp4', contentType: 'video/mp4', content: mp4 } : overrides.video,
    overrides.captions === undefined ? { field: 'captions', filename: 'film.vtt', contentType: 'text/vtt', content: VTT } : overrides.captions,
    overrides.poster === undefined ? { field: 'poster', filename: 'bild.png', contentType: 'image/png', content: poster } : overrides.poster,
  ];
  return all.filter((part): part is MultipartPart => part !== null && part !== undefined);
}

async function upload(username: string, slot: string, body: MultipartPart[]) {
  const multipart = multipartBody(body);
  return testApp.app.inject({
    method: 'PUT',
    url: `${BASE}/video-slots/${slot}`,
    headers: { ...(await as(username)), ...multipart.headers },
    payload: multipart.payload,
  });
}

async function dashboardOf(username: string): Promise<ManagedVideoList> {
  const response = await testApp.app.inject({ method: 'GET', url: `${BASE}/videos/dashboard`, headers: await as(username) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-videos-'));
  testApp = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_UPLOADS: '1000/60' });
  mp4 = await readFile(path.join(demoFolder, 'student-intro.mp4'));
  poster = await readFile(path.join(demoFolder, 'student-intro.poster.png'));
  await seedDemoVideos({ db: testApp.database.db, files: createFilesFrontDoor({ config: testApp.config, db: testApp.database.db }) }, { isProduction: false });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('demo videos', () => {
  it('the student sees the demo explainer with captions and poster – and only the student slots', async () => {
    const { videos } = await dashboardOf('schueler');
    expect(videos.map((video) => video.slot)).toEqual(['student-intro']);
    const [video] = videos as [ManagedVideo];
    expect(video.video_type).toBe('video/mp4');
    const captions = await testApp.app.inject({ method: 'GET', url: video.captions_url });
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(captions.body.startsWith('WEBVTT')).toBe(true);
    const film = await testApp.app.inject({ method: 'GET', url: video.video_url });
    expect(film.statusCode).toBe(200);
    expect(film.headers['content-type']).toBe('video/mp4');
    const image = await testApp.app.inject({ method: 'GET', url: video.poster_url });
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('a teacher sees the teacher slot, a school coordinator none yet', async () => {
    expect((await dashboardOf('lehrer')).videos.map((video) => video.slot)).toEqual(['teacher-intro']);
    expect((await dashboardOf('schuladmin')).videos).toEqual([]);
  });

  it('is idempotent and refused in production', async () => {
    expect(await seedDemoVideos({ db: testApp.database.db, files: createFilesFrontDoor({ config: testApp.config, db: testApp.database.db }) }, { isProduction: false })).toEqual({ seeded: [] });
    await expect(seedDemoVideos({ db: testApp.database.db, files: createFilesFrontDoor({ config: testApp.config, db: testApp.database.db }) }, { isProduction: true })).rejects.toThrow(/production/);
  });
});

describe('PUT /video-slots/:slot', () => {
  it('stores a video with captions and poster; the slot shows up for its role and on the admin list', async () => {
    const response = await upload('technik', 'school-coordinator-intro', parts());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slot: 'school-coordinator-intro', title: 'Willkommen', video_type: 'video/mp4' });
    expect((await dashboardOf('schuladmin')).videos.map((video) => video.slot)).toEqual(['school-coordinator-intro']);
    // The student's list is unchanged: a role sees only its own slots.
    expect((await dashboardOf('schueler')).videos.map((video) => video.slot)).toEqual(['student-intro']);
    const list = await testApp.app.inject({ method: 'GET', url: `${BASE}/video-slots`, headers: await as('technik') });
    const slots = (list.json() as VideoSlotList).slots;
    expect(slots.find((slot) => slot.slot === 'school-coordinator-intro')?.video).toMatchObject({ video_name: 'film.mp4', video_size: mp4.length });
    expect(slots.find((slot) => slot.slot === 'land-coordinator-intro')?.video).toBeNull();
  });

  it('replaces a video and deletes the old files', async () => {
    const before = (await dashboardOf('schuladmin')).videos[0]!;
    const response = await upload('technik', 'school-coordinator-intro', [
      ...parts().filter((part) => part.field !== 'title'),
      { field: 'title', content: 'Neu' },
    ]);
    expect(response.statusCode).toBe(200);
    const after = (await dashboardOf('schuladmin')).videos[0]!;
    expect(after.title).toBe('Neu');
    expect((await testApp.app.inject({ method: 'GET', url: before.video_url })).statusCode).toBe(404);
  });

  it('refuses an upload without captions with the German message (BITV)', async () => {
    const response = await upload('technik', 'land-coordinator-intro', parts({ captions: null }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: VIDEO_MESSAGES.captionsMissing, fields: [{ field: 'captions' }] });
  });

  it('refuses a caption file that is not WebVTT', async () => {
    const response = await upload('technik', 'land-coordinator-intro', parts({ captions: { field: 'captions', filename: 'x.vtt', content: 'Nur Text\n' } }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: VIDEO_MESSAGES.captionsType });
  });

  it('sniffs the type: a zip called .mp4 is refused, a PNG as the video too', async () => {
    const zip = await upload('technik', 'land-coordinator-intro', parts({ video: { field: 'video', filename: 'film.mp4', contentType: 'video/mp4', content: zipBytes() } }));
    expect(zip.statusCode).toBe(400);
    expect(zip.json()).toMatchObject({ message: VIDEO_MESSAGES.videoType, fields: [{ field: 'video' }] });
    const image = await upload('technik', 'land-coordinator-intro', parts({ poster: { field: 'poster', filename: 'bild.png', contentType: 'image/png', content: mp4 } }));
    expect(image.json()).toMatchObject({ message: VIDEO_MESSAGES.posterType });
    expect((await dashboardOf('landadmin')).videos).toEqual([]);
  });

  it('refuses missing texts and an unknown slot', async () => {
    const response = await upload('technik', 'land-coordinator-intro', parts().filter((part) => part.field !== 'title'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Titel ist ein Pflichtfeld' });
    expect((await upload('technik', 'nirgendwo', parts())).statusCode).toBe(400);
  });

  it('is only for the technical administration (403)', async () => {
    for (const username of ['schueler', 'lehrer', 'schuladmin', 'landadmin', 'bundadmin']) {
      expect((await upload(username, 'student-intro', parts())).statusCode).toBe(403);
    }
    const list = await testApp.app.inject({ method: 'GET', url: `${BASE}/video-slots`, headers: await as('lehrer') });
    expect(list.statusCode).toBe(403);
  });

  it('a stored video file cannot be deleted under /files/ alone', async () => {
    const list = await testApp.app.inject({ method: 'GET', url: '/api/files/v1/me/files?state=active', headers: await as('technik') });
    const file = (list.json() as { items: { uuid: string; attached_to: { kind: string } | null }[] }).items[0]!;
    expect(file.attached_to?.kind).toBe('video');
    const deleted = await testApp.app.inject({ method: 'DELETE', url: `/api/files/v1/me/files/${file.uuid}`, headers: await as('technik') });
    expect(deleted.statusCode).toBe(409);
  });
});

describe('hostile uploads (the fuzz corpus sends one file part; these are the multi-file receiver’s own cases)', () => {
  const temporaryUploads = () => readdir(path.join(dataDir, 'tmp', 'uploads')).catch(() => [] as string[]);

  it('refuses a second file for one part, an unknown part, a NUL in a field and a cut-off body – and leaves no temporary file', async () => {
    const second = await upload('technik', 'land-coordinator-intro', [...parts(), { field: 'video', filename: 'noch.mp4', contentType: 'video/mp4', content: mp4 }]);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ fields: [{ field: 'video' }] });
    const unknown = await upload('technik', 'land-coordinator-intro', [...parts(), { field: 'file', filename: 'x.png', contentType: 'image/png', content: poster }]);
    expect(unknown.json()).toMatchObject({ message: VIDEO_MESSAGES.unknownPart });
    const nul = await upload('technik', 'land-coordinator-intro', [{ field: 'title', content: 'A\u0000B' }, ...parts().slice(1)]);
    expect(nul.statusCode).toBe(400);
    const body = multipartBody(parts());
    const cut = await testApp.app.inject({
      method: 'PUT',
      url: `${BASE}/video-slots/land-coordinator-intro`,
      headers: { ...(await as('technik')), ...body.headers },
      payload: body.payload.subarray(0, body.payload.length - 200),
    });
    expect(cut.statusCode).toBe(400);
    const tooBigCaptions = await upload('technik', 'land-coordinator-intro', parts({ captions: { field: 'captions', filename: 'x.vtt', content: `WEBVTT\n\n${'a'.repeat(512 * 1024)}` } }));
    expect(tooBigCaptions.json()).toMatchObject({ message: VIDEO_MESSAGES.captionsTooLarge });
    expect(await temporaryUploads()).toEqual([]);
    expect((await dashboardOf('landadmin')).videos).toEqual([]);
  });
});

describe('sign-language videos', () => {
  it('are public and only the slots with a video', async () => {
    const empty = await testApp.app.inject({ method: 'GET', url: `${BASE}/videos/sign-language` });
    expect(empty.json()).toEqual({ videos: [] });
    expect((await upload('technik', 'dgs-mein-weg', parts())).statusCode).toBe(200);
    const one = await testApp.app.inject({ method: 'GET', url: `${BASE}/videos/sign-language` });
    expect((one.json() as ManagedVideoList).videos.map((video) => video.slot)).toEqual(['dgs-mein-weg']);
  });
});

describe('DELETE /video-slots/:slot', () => {
  it('hides the slot again; a second delete answers 404', async () => {
    const first = await testApp.app.inject({ method: 'DELETE', url: `${BASE}/video-slots/dgs-mein-weg`, headers: await as('technik') });
    expect(first.statusCode).toBe(204);
    const list = await testApp.app.inject({ method: 'GET', url: `${BASE}/videos/sign-language` });
    expect(list.json()).toEqual({ videos: [] });
    const second = await testApp.app.inject({ method: 'DELETE', url: `${BASE}/video-slots/dgs-mein-weg`, headers: await as('technik') });
    expect(second.statusCode).toBe(404);
  });
});
