import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { STORY_MULTIPART_FIELDS, storyListSchema, storySchema, type Story } from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { createFilesFrontDoor } from '../../files';
import { files } from '../../files/testing';
import { stories } from './stories.schema';

const CREATE_URL = '/api/bo/v1/artefacts/story';
const LIST_URL = '/api/bo/v1/artefacts/stories';
const storyUrl = (uuid: string) => `${LIST_URL}/${uuid}`;

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A zip archive's first local file header (enough for content sniffing). */
function zipBytes(): Buffer {
  const name = Buffer.from('notiz.txt');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, Buffer.from('Hallo')]);
}

/** The start of an MP4 file (ftyp box). */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.alloc(64),
]);

/** The start of a WAV file (RIFF/WAVE with a fmt chunk). */
const WAV = (() => {
  const bytes = Buffer.alloc(64);
  bytes.write('RIFF', 0);
  bytes.writeUInt32LE(56, 4);
  bytes.write('WAVEfmt ', 8);
  return bytes;
})();

/** A Windows program (MZ header) – no allowed type, whatever its name says. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----berufswahl${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const file = (filename: string, type: string, data: Buffer): Part => ({ name: STORY_MULTIPART_FIELDS.attachment, filename, type, data });

let testApp: TestApp;
let dataDir: string;

async function call(
  username: string,
  request: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; json?: object; parts?: Part[] },
) {
  const headers: Record<string, string> = { authorization: `Bearer ${await testApp.tokenOf(username)}` };
  if (request.parts) {
    const body = multipart(request.parts);
    return testApp.app.inject({ method: request.method, url: request.url, headers: { ...headers, ...body.headers }, payload: body.payload });
  }
  return testApp.app.inject({ method: request.method, url: request.url, headers, ...(request.json ? { payload: request.json } : {}) });
}

async function createStory(username: string, description: string, attachment?: Part, source?: string): Promise<Story> {
  const parts: Part[] = [{ name: 'description', value: description }];
  if (source) parts.push({ name: 'attachment_source', value: source });
  if (attachment) parts.push(attachment);
  const response = await call(username, { method: 'POST', url: CREATE_URL, parts });
  expect(response.statusCode, response.body).toBe(201);
  return storySchema.parse(response.json());
}

async function filesOf(username: string) {
  return testApp.database.db.select().from(files).where(eq(files.ownerUuid, demoUser(testApp.world, username).uuid));
}

async function pointEventsOf(storyUuid: string): Promise<number> {
  const result = await testApp.database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from arcade_point_events where subject_uuid = ${storyUuid} and action = 'story_created'`,
  );
  return Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-stories-'));
  testApp = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_UPLOADS: '1000/60' });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('POST /api/bo/v1/artefacts/story', () => {
  it('stores a story with a photo, its hashtags and its file, and awards the points once', async () => {
    const before = (await filesOf('schueler')).length;
    const story = await createStory('schueler', 'Mein erster Tag im #Praktikum in der #Bäckerei!', file('brot.png', 'image/png', PNG), 'photo');
    expect(story).toMatchObject({
      description: 'Mein erster Tag im #Praktikum in der #Bäckerei!',
      hashtags: ['praktikum', 'bäckerei'],
      deleted_date: null,
      attachment: { filename: 'brot.png', content_type: 'image/png', size: PNG.length },
    });
    expect(story.attachment?.signed_url).toEqual(expect.any(String));
    expect(story.created_date).toBe(story.last_modified);
    const stored = await filesOf('schueler');
    expect(stored).toHaveLength(before + 1);
    expect(stored.find((row) => row.uuid === story.attachment?.uuid)).toMatchObject({ purpose: 'story', mimeType: 'image/png' });
    expect(await pointEventsOf(story.uuid)).toBe(1);
  });

  it('takes a story without attachment as JSON too', async () => {
    const response = await call('schueler', { method: 'POST', url: CREATE_URL, json: { description: 'Nur Text #ohneAnhang' } });
    expect(response.statusCode).toBe(201);
    expect(storySchema.parse(response.json())).toMatchObject({ attachment: null, hashtags: ['ohneanhang'] });
  });

  it('accepts 2500 characters', async () => {
    const story = await createStory('schueler', 'a'.repeat(2500));
    expect(story.description).toHaveLength(2500);
  });

  it('refuses 2501 characters with the spec’s German message, and keeps no file', async () => {
    const before = (await filesOf('schueler')).length;
    const response = await call('schueler', {
      method: 'POST',
      url: CREATE_URL,
      parts: [{ name: 'description', value: 'a'.repeat(2501) }, file('bild.png', 'image/png', PNG)],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Beschreibung darf nicht länger als 2500 Zeichen sein',
      fields: [{ field: 'description', message: 'Beschreibung darf nicht länger als 2500 Zeichen sein' }],
    });
    expect(await filesOf('schueler')).toHaveLength(before);
  });

  it('refuses an empty description as a required field', async () => {
    for (const description of ['', '   ']) {
      const response = await call('schueler', { method: 'POST', url: CREATE_URL, parts: [{ name: 'description', value: description }] });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Beschreibung ist ein Pflichtfeld' });
    }
    const missing = await call('schueler', { method: 'POST', url: CREATE_URL, json: {} });
    expect(missing.json()).toMatchObject({ message: 'Beschreibung ist ein Pflichtfeld' });
  });

  it('accepts an attachment of exactly 50000 KB and refuses 50001 KB', async () => {
    const allowed = await createStory('schueler2', 'Groß #text', file('gross.txt', 'text/plain', Buffer.alloc(50000 * 1024, 0x61)));
    expect(allowed.attachment).toMatchObject({ size: 51_200_000, content_type: 'text/plain' });

    const before = (await filesOf('schueler2')).length;
    const response = await call('schueler2', {
      method: 'POST',
      url: CREATE_URL,
      parts: [{ name: 'description', value: 'Zu groß' }, file('zu-gross.txt', 'text/plain', Buffer.alloc(50001 * 1024, 0x61))],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Die maximale Dateigröße beträgt 50 MB.' });
    expect(await filesOf('schueler2')).toHaveLength(before);
    // The allowed one is not kept around: it would fill schueler2's storage for other tests.
    await call('schueler2', { method: 'DELETE', url: `${storyUrl(allowed.uuid)}/forever` });
  });

  it('judges a file by its content: a “.png” that is really a zip is a zip, and no photo', async () => {
    const asFile = await createStory('schueler', 'Archiv', file('bild.png', 'image/png', zipBytes()), 'file');
    expect(asFile.attachment?.content_type).toBe('application/zip');

    const asPhoto = await call('schueler', {
      method: 'POST',
      url: CREATE_URL,
      parts: [{ name: 'description', value: 'Foto?' }, { name: 'attachment_source', value: 'photo' }, file('bild.png', 'image/png', zipBytes())],
    });
    expect(asPhoto.statusCode).toBe(400);
    expect(asPhoto.json()).toMatchObject({ message: 'Als Foto kannst du nur ein Bild (PNG oder JPG) anhängen.' });
  });

  it('refuses a type outside spec 5 whatever its name', async () => {
    const response = await call('schueler', {
      method: 'POST',
      url: CREATE_URL,
      parts: [{ name: 'description', value: 'Programm' }, file('bild.png', 'image/png', EXE)],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Die Datei muss einen gültigen Dateityp haben.' });
  });

  it('refuses an image in the video input and a video in the photo input', async () => {
    const imageAsVideo = await call('schueler', {
      method: 'POST',
      url: CREATE_URL,
      parts: [{ name: 'description', value: 'Video?' }, { name: 'attachment_source', value: 'video' }, file('foto.png', 'image/png', PNG)],
    });
    expect(imageAsVideo.statusCode).toBe(400);
    expect(imageAsVideo.json()).toMatchObject({ message: 'Als Video kannst du nur ein Video (MP4 oder MPEG) oder eine WAV-Datei anhängen.' });

    const videoAsPhoto = await call('schueler', {
      method: 'POST',
      url: CREATE_URL,
      parts: [{ name: 'description', value: 'Foto?' }, { name: 'attachment_source', value: 'photo' }, file('film.mp4', 'video/mp4', MP4)],
    });
    expect(videoAsPhoto.statusCode).toBe(400);

    const video = await createStory('schueler', 'Film #video', file('film.mp4', 'video/mp4', MP4), 'video');
    expect(video.attachment?.content_type).toBe('video/mp4');
  });

  it('takes a WAV through the video input, as spec 5 lists "mpeg/mp4/wav video" (decision 151)', async () => {
    const sound = await createStory('schueler', 'Ton #wav', file('interview.wav', 'audio/wav', WAV), 'video');
    expect(sound.attachment?.content_type).toBe('audio/wav');
  });

  it('refuses two files with the spec’s message and keeps neither', async () => {
    const before = (await filesOf('schueler')).length;
    const response = await call('schueler', {
      method: 'POST',
      url: CREATE_URL,
      parts: [{ name: 'description', value: 'Zwei' }, file('a.png', 'image/png', PNG), file('b.png', 'image/png', PNG)],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Du kannst nur eine Datei anhängen.' });
    expect(await filesOf('schueler')).toHaveLength(before);
  });

  it('answers USER_STORAGE_FULL when the file would pass the quota, and stores nothing', async () => {
    const front = createFilesFrontDoor({ config: testApp.config, db: testApp.database.db });
    const user = demoUser(testApp.world, 'schueler2');
    const storiesBefore = await testApp.database.db.select().from(stories).where(eq(stories.ownerUuid, user.uuid));
    const filesBefore = await filesOf('schueler2');
    await front.setSpaceOf(user.uuid, 10);
    try {
      const response = await call('schueler2', {
        method: 'POST',
        url: CREATE_URL,
        parts: [{ name: 'description', value: 'Voll' }, file('foto.png', 'image/png', PNG)],
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        code: 'USER_STORAGE_FULL',
        message: 'Du kannst diese Datei nicht hochladen. Dein Speicher ist voll. Bitte lösche Dateien - auch aus deinem Papierkorb!',
      });
    } finally {
      await front.setSpaceOf(user.uuid, null);
    }
    expect(await testApp.database.db.select().from(stories).where(eq(stories.ownerUuid, user.uuid))).toHaveLength(storiesBefore.length);
    expect(await filesOf('schueler2')).toHaveLength(filesBefore.length);
  });

  it('is for students only (teacher 403) and needs a sign-in (401)', async () => {
    const teacher = await call('lehrer', { method: 'POST', url: CREATE_URL, json: { description: 'Lehrer' } });
    expect(teacher.statusCode).toBe(403);
    const anonymous = await testApp.app.inject({ method: 'POST', url: CREATE_URL, payload: { description: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await call('lehrer', { method: 'GET', url: LIST_URL })).statusCode).toBe(403);
  });
});

describe('a story of another student', () => {
  it('does not exist for anybody else (404), whatever they try', async () => {
    const story = await createStory('schueler', 'Privat #geheim', file('p.png', 'image/png', PNG));
    const attempts = [
      { method: 'GET' as const, url: storyUrl(story.uuid) },
      { method: 'PATCH' as const, url: storyUrl(story.uuid), json: { description: 'Übernommen' } },
      { method: 'DELETE' as const, url: storyUrl(story.uuid) },
      { method: 'POST' as const, url: `${storyUrl(story.uuid)}/restore` },
      { method: 'DELETE' as const, url: `${storyUrl(story.uuid)}/forever` },
    ];
    for (const attempt of attempts) {
      const response = await call('schueler2', attempt);
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const list = storyListSchema.parse((await call('schueler2', { method: 'GET', url: `${LIST_URL}?q=%23geheim` })).json());
    expect(list.total).toBe(0);
    const [row] = await testApp.database.db.select().from(stories).where(eq(stories.uuid, story.uuid));
    expect(row).toMatchObject({ description: 'Privat #geheim', deletedAt: null });
  });
});

describe('life cycle: edit, trash, restore, delete forever', () => {
  it('edits the text and its hashtags without awarding points again', async () => {
    const story = await createStory('schueler', 'Alt #vorher');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await call('schueler', { method: 'PATCH', url: storyUrl(story.uuid), json: { description: 'Neu #nachher #Neu' } });
    expect(response.statusCode).toBe(200);
    const edited = storySchema.parse(response.json());
    expect(edited).toMatchObject({ description: 'Neu #nachher #Neu', hashtags: ['nachher', 'neu'], created_date: story.created_date });
    expect(edited.last_modified > story.last_modified).toBe(true);
    expect(await pointEventsOf(story.uuid)).toBe(1);

    const tooLong = await call('schueler', { method: 'PATCH', url: storyUrl(story.uuid), json: { description: 'b'.repeat(2501) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: 'Beschreibung darf nicht länger als 2500 Zeichen sein' });
  });

  it('replaces the attachment (the old file is deleted) and removes it', async () => {
    const story = await createStory('schueler', 'Mit Bild', file('alt.png', 'image/png', PNG));
    const oldFileUuid = story.attachment?.uuid ?? '';
    const replaced = await call('schueler', {
      method: 'PATCH',
      url: storyUrl(story.uuid),
      parts: [{ name: 'attachment_source', value: 'video' }, file('neu.mp4', 'video/mp4', MP4)],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const withVideo = storySchema.parse(replaced.json());
    expect(withVideo).toMatchObject({ description: 'Mit Bild', attachment: { filename: 'neu.mp4', content_type: 'video/mp4' } });
    expect(await testApp.database.db.select().from(files).where(eq(files.uuid, oldFileUuid))).toEqual([]);

    const removed = await call('schueler', { method: 'PATCH', url: storyUrl(story.uuid), json: { remove_attachment: true } });
    expect(storySchema.parse(removed.json()).attachment).toBeNull();
    expect(await testApp.database.db.select().from(files).where(eq(files.uuid, withVideo.attachment?.uuid ?? ''))).toEqual([]);
  });

  it('moves a story with its file to the trash, restores it and deletes it for good', async () => {
    const story = await createStory('schueler', 'Papierkorb #lebenszyklus', file('l.png', 'image/png', PNG));
    const fileUuid = story.attachment?.uuid ?? '';

    const trashed = storySchema.parse((await call('schueler', { method: 'DELETE', url: storyUrl(story.uuid) })).json());
    expect(trashed.deleted_date).toEqual(expect.any(String));
    const [trashedFile] = await testApp.database.db.select().from(files).where(eq(files.uuid, fileUuid));
    expect(trashedFile?.trashedAt).toBeInstanceOf(Date);
    const active = storyListSchema.parse((await call('schueler', { method: 'GET', url: `${LIST_URL}?q=%23lebenszyklus` })).json());
    expect(active.items).toEqual([]);
    const trash = storyListSchema.parse((await call('schueler', { method: 'GET', url: `${LIST_URL}?q=%23lebenszyklus&view=trash` })).json());
    expect(trash.items.map((item) => item.uuid)).toEqual([story.uuid]);
    const editInTrash = await call('schueler', { method: 'PATCH', url: storyUrl(story.uuid), json: { description: 'x' } });
    expect(editInTrash.statusCode).toBe(400);

    const restored = storySchema.parse((await call('schueler', { method: 'POST', url: `${storyUrl(story.uuid)}/restore` })).json());
    expect(restored.deleted_date).toBeNull();
    const [restoredFile] = await testApp.database.db.select().from(files).where(eq(files.uuid, fileUuid));
    expect(restoredFile?.trashedAt).toBeNull();

    const gone = await call('schueler', { method: 'DELETE', url: `${storyUrl(story.uuid)}/forever` });
    expect(gone.statusCode).toBe(204);
    expect((await call('schueler', { method: 'GET', url: storyUrl(story.uuid) })).statusCode).toBe(404);
    expect(await testApp.database.db.select().from(files).where(eq(files.uuid, fileUuid))).toEqual([]);
  });
});

describe('GET /api/bo/v1/artefacts/stories', () => {
  it('finds stories by hashtag (any case), by word, and by both', async () => {
    const user = 'schueler2';
    const a = await createStory(user, 'Im #Praktikum beim #Tischler gelernt #suchtest');
    const b = await createStory(user, 'Mein #praktikum in der Kita #suchtest');
    await createStory(user, 'Ein Tag ohne Tags, aber mit Tischler #suchtest');
    const search = async (q: string) =>
      storyListSchema
        .parse((await call(user, { method: 'GET', url: `${LIST_URL}?q=${encodeURIComponent(q)}` })).json())
        .items.map((item) => item.uuid)
        .sort();

    expect(await search('#PRAKTIKUM #suchtest')).toEqual([a.uuid, b.uuid].sort());
    expect(await search('#Praktikum Kita')).toEqual([b.uuid]);
    expect(await search('#tischler')).toEqual([a.uuid]);
    expect(await search('#prakt')).toEqual([]);
    expect(await search('100%_sicher')).toEqual([]);
  });

  it('pages through the stories, newest first, ten per page', async () => {
    const user = 'schueler2';
    const made: Story[] = [];
    for (let index = 0; index < 12; index++) made.push(await createStory(user, `Seite ${index} #blaettern`));
    const first = storyListSchema.parse((await call(user, { method: 'GET', url: `${LIST_URL}?q=%23blaettern` })).json());
    expect(first).toMatchObject({ total: 12, page: 1, page_size: 10, last_page: 2 });
    expect(first.items[0]?.description).toBe('Seite 11 #blaettern');
    const second = storyListSchema.parse((await call(user, { method: 'GET', url: `${LIST_URL}?q=%23blaettern&page=2` })).json());
    expect(second.items.map((item) => item.description)).toEqual(['Seite 1 #blaettern', 'Seite 0 #blaettern']);
    const invalid = await call(user, { method: 'GET', url: `${LIST_URL}?page=0` });
    expect(invalid.statusCode).toBe(400);
  });

  it('counts each story’s points once, however often it is edited', async () => {
    const user = demoUser(testApp.world, 'schueler');
    const story = await createStory('schueler', 'Punkte #einmal');
    await call('schueler', { method: 'PATCH', url: storyUrl(story.uuid), json: { description: 'Punkte #zweimal' } });
    await call('schueler', { method: 'DELETE', url: storyUrl(story.uuid) });
    await call('schueler', { method: 'POST', url: `${storyUrl(story.uuid)}/restore` });
    expect(await pointEventsOf(story.uuid)).toBe(1);
    const owned = await testApp.database.db
      .select()
      .from(stories)
      .where(and(eq(stories.ownerUuid, user.uuid), eq(stories.uuid, story.uuid)));
    expect(owned).toHaveLength(1);
  });
});
