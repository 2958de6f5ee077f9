import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  ARCHIVE_INDEX_FILE,
  ARCHIVE_MANIFEST_FILE,
  archiveManifestSchema,
  archiveSectionFileSchema,
  STORY_MULTIPART_FIELDS,
  type ArchiveSectionFile,
} from '@berufswahl/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalDataSection } from '../../../platform/personal-data';
import { findUserReferenceColumns } from '../../../platform/personal-data/user-references';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { tasksOfPath } from '../../bo/testing';
import { multipartBody, pngBytes } from '../../files/testing';
import { newsItems, importantNotifications, notifications, supportTickets } from '../../messaging/testing';
import { createArchiveService } from './archive.service';
import { readOneChunkThenBreakOff } from '../testing/archive';
import { readZipEntries } from '../testing/read-zip';

const URL_ARCHIVE = '/api/identity/v1/archive';
let testApp: TestApp;

async function download(username: string | null) {
  const headers: Record<string, string> = username ? { authorization: `Bearer ${await testApp.tokenOf(username)}` } : {};
  return testApp.app.inject({ method: 'GET', url: URL_ARCHIVE, headers });
}

/** Rows of every table that point at the user, read straight from the database. */
async function rowsReferencing(userUuid: string) {
  const found: { table: string; row: Record<string, unknown> }[] = [];
  for (const { table, column } of await findUserReferenceColumns(testApp.database.db)) {
    const result = (await testApp.database.db.execute(
      sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)}::text = ${userUuid}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    for (const row of result.rows) found.push({ table, row });
  }
  return found;
}

let dataDir: string;
let uploadedPng: Buffer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-archive-'));
  testApp = await createTestApp({ DATA_DIR: dataDir });
  // A stored file of the student (through the files module's own upload route), one in the trash.
  uploadedPng = pngBytes(2048);
  const token = await testApp.tokenOf('schueler');
  for (const name of ['praktikum.png', 'papierkorb.png']) {
    const body = multipartBody([{ field: 'file', filename: name, contentType: 'image/png', content: uploadedPng }]);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/files/v1/me/files',
      headers: { authorization: `Bearer ${token}`, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    if (name === 'papierkorb.png') {
      const { uuid } = response.json() as { uuid: string };
      await testApp.app.inject({ method: 'POST', url: `/api/files/v1/me/files/${uuid}/trash`, headers: { authorization: `Bearer ${token}` } });
    }
  }
  // A story with an attachment and an upload task's file: each must be in the zip exactly once (decision 047).
  const story = multipartBody([
    { field: STORY_MULTIPART_FIELDS.description, content: 'Mein #Praktikum' },
    { field: STORY_MULTIPART_FIELDS.attachment, filename: 'story.png', contentType: 'image/png', content: uploadedPng },
  ]);
  const storyResponse = await testApp.app.inject({
    method: 'POST',
    url: '/api/bo/v1/artefacts/story',
    headers: { authorization: `Bearer ${token}`, ...story.headers },
    payload: story.payload,
  });
  expect(storyResponse.statusCode, storyResponse.body).toBe(201);
  const uploadTask = (await tasksOfPath('sek1')).find(({ task }) => task.kind === 'upload')!.task;
  const taskFile = multipartBody([{ field: 'file', filename: 'aufgabe.png', contentType: 'image/png', content: uploadedPng }]);
  const taskResponse = await testApp.app.inject({
    method: 'POST',
    url: `/api/bo/v1/tasks/${uploadTask.uuid}/answer/file`,
    headers: { authorization: `Bearer ${token}`, ...taskFile.headers },
    payload: taskFile.payload,
  });
  expect(taskResponse.statusCode, taskResponse.body).toBe(200);
  const { db } = testApp.database;
  const schueler = demoUser(testApp.world, 'schueler');
  const lehrer = demoUser(testApp.world, 'lehrer');
  const client = (await db.execute(sql`select client_uuid from users where uuid = ${schueler.uuid}`)) as unknown as {
    rows: { client_uuid: string }[];
  };
  const clientUuid = client.rows[0]!.client_uuid;
  // The student's own records in every messaging table, and another person's beside them.
  await db.insert(notifications).values([
    { userUuid: schueler.uuid, type: 'news', title: 'Neue Station', message: 'Deine Klasse hat eine neue Station.' },
    { userUuid: lehrer.uuid, type: 'news', title: 'Nur für die Lehrkraft', message: 'GEHEIM-LEHRER-NACHRICHT' },
  ]);
  await db.insert(supportTickets).values([
    { kind: 'barrier', subject: 'Knopf zu klein', description: 'Der Knopf ist schwer zu treffen.', reporterUuid: schueler.uuid, clientUuid },
    { kind: 'barrier', subject: 'Fremde Meldung', description: 'GEHEIM-LEHRER-MELDUNG', reporterUuid: lehrer.uuid, clientUuid },
  ]);
  await db.insert(importantNotifications).values({ clientUuid: null, text: 'Ein Test-Banner', authorUuid: schueler.uuid });
  await db.insert(newsItems).values([
    { kind: 'event', clientUuid, authorUuid: schueler.uuid, authorName: 'Schüler', title: 'Klassenfest', text: '<p>Fest</p>', audiences: ['SCHUELER'] },
    { kind: 'news', clientUuid, authorUuid: lehrer.uuid, authorName: 'Lehrkraft', title: 'GEHEIM-LEHRER-NEWS', text: '<p>x</p>', audiences: ['LEHRER'] },
  ]);
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('GET /api/identity/v1/archive', () => {
  it('streams a zip with every section, a manifest and an offline overview, 100 % of the own records and 0 of others', async () => {
    const schueler = demoUser(testApp.world, 'schueler');
    const response = await download('schueler');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="berufswahl-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = await readZipEntries(response.rawPayload);

    const manifest = archiveManifestSchema.parse(JSON.parse(entries.get(ARCHIVE_MANIFEST_FILE)!.toString('utf8')));
    expect(manifest.user_uuid).toBe(schueler.uuid);
    expect(manifest.sections.map((section) => section.name)).toEqual(expect.arrayContaining(['konto', 'nachrichten']));
    const sectionTexts = manifest.sections.map((section) => {
      const text = entries.get(section.file)!.toString('utf8');
      const parsed = archiveSectionFileSchema.parse(JSON.parse(text));
      expect(parsed.records).toHaveLength(section.records);
      return text;
    });
    const allSections = sectionTexts.join('\n');

    // 100 %: every row that points at the student appears in the export (by its uuid, or – for
    // link rows without one – by every uuid it holds).
    const own = await rowsReferencing(schueler.uuid);
    expect(own.length).toBeGreaterThanOrEqual(4);
    for (const { table, row } of own) {
      const identifiers = typeof row.uuid === 'string' ? [row.uuid] : Object.values(row).filter((value): value is string => typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value));
      for (const identifier of identifiers) expect(allSections, `${table} row ${identifier}`).toContain(identifier);
    }

    // The stored files, trash included, byte for byte under files/<section>/.
    const storedFiles = [...entries.keys()].filter((name) => name.startsWith('files/'));
    expect(storedFiles.some((name) => name.endsWith('praktikum.png'))).toBe(true);
    expect(storedFiles.some((name) => name.endsWith('papierkorb.png'))).toBe(true);
    for (const name of storedFiles) expect(entries.get(name)!.equals(uploadedPng), name).toBe(true);

    // Each stored file exactly once: story attachments under stories, task files under mein-weg, the rest under dateien;
    // the owning record points at its one copy (decisions 047, 050).
    const sectionFiles = manifest.sections.map(
      (section) => JSON.parse(entries.get(section.file)!.toString('utf8')) as Omit<ArchiveSectionFile, 'records'> & { records: Record<string, unknown>[] },
    );
    const listedUuids = sectionFiles.flatMap((section) => section.files.map((file) => file.file_uuid));
    const ownFileRows = own.filter(({ table }) => table === 'files').map(({ row }) => row.uuid as string);
    expect(ownFileRows.length).toBeGreaterThanOrEqual(4);
    expect([...listedUuids].sort()).toEqual([...ownFileRows].sort());
    expect(storedFiles).toHaveLength(ownFileRows.length);
    const storiesJson = sectionFiles.find((section) => section.section === 'stories')!;
    const attachment = storiesJson.records.map((record) => record.attachment as { file_uuid: string; file_path: string } | null).find(Boolean)!;
    expect(storiesJson.files).toEqual([{ path: attachment.file_path, file_uuid: attachment.file_uuid }]);
    expect(storedFiles).toContain(attachment.file_path);
    const answersJson = sectionFiles.find((section) => section.section === 'mein-weg')!;
    const answerFile = answersJson.records.map((record) => record.file as { file_uuid: string; file_path: string } | null).find(Boolean)!;
    expect(answersJson.files).toEqual([{ path: answerFile.file_path, file_uuid: answerFile.file_uuid }]);
    const dateien = sectionFiles.find((section) => section.section === 'dateien')!;
    expect(dateien.files.map((file) => file.file_uuid)).not.toContain(attachment.file_uuid);
    expect(dateien.files.map((file) => file.file_uuid)).not.toContain(answerFile.file_uuid);

    // 0 of others: no other account's uuid, username or name anywhere in the archive.
    const everything = [...entries.values()].map((content) => content.toString('utf8')).join('\n');
    for (const other of testApp.world.users.filter((user) => user.uuid !== schueler.uuid)) {
      expect(everything, other.username).not.toContain(other.uuid);
      expect(everything, other.username).not.toContain(`"${other.username}"`);
      expect(everything, other.username).not.toContain(`${other.first_name} ${other.surname}`);
    }
    expect(everything).not.toContain('GEHEIM-LEHRER');
  });

  it('has an index.html a person can open offline: German, no scripts, nothing loaded from elsewhere', async () => {
    const response = await download('lehrer');
    expect(response.statusCode).toBe(200);
    const html = (await readZipEntries(response.rawPayload)).get(ARCHIVE_INDEX_FILE)!.toString('utf8');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<main>');
    expect(html).toContain('Ihrem Konto');
    expect(html).not.toMatch(/<script|<link|<iframe|url\(/i);
    expect(html).not.toMatch(/href="(https?:)?\/\//i);
    // Photos only from the zip itself, by relative links.
    for (const [, source] of html.matchAll(/src="([^"]*)"/g)) expect(source).toMatch(/^files\//);
  });

  it('reads like a document for a person: German labels and dates, no technical names, photos inline, stories as a journal', async () => {
    // The student with the story exported already today in the first test: a new day for this one.
    await testApp.database.db.execute(sql`delete from rate_limit_counters where key = ${`export:user:${demoUser(testApp.world, 'schueler').uuid}`}`);
    const response = await download('schueler');
    expect(response.statusCode).toBe(200);
    const entries = await readZipEntries(response.rawPayload);
    const html = entries.get(ARCHIVE_INDEX_FILE)!.toString('utf8');
    // Dates as "26. November 2026, 15:05" (Europe/Berlin), never as ISO timestamps.
    expect(html).toMatch(/Erstellt am \d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}, \d{2}:\d{2}\./);
    expect(html).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    // German labels; no technical keys, identifiers or raw JSON.
    for (const label of ['Benutzername', 'Vorname', 'Profilbild', 'Nutzungsstatistik erlaubt', 'Leichte Sprache', 'Erstellt am', 'Jahrgangsstufe']) {
      expect(html).toContain(`<dt>${label}</dt>`);
    }
    for (const raw of ['avatar_url', 'tracking_consent', 'first_name', 'created_date', 'file_uuid', 'content_type', '{&quot;', '{"uuid"', '<code>{']) {
      expect(html).not.toContain(raw);
    }
    expect(html).not.toContain(demoUser(testApp.world, 'schueler').uuid);
    // The story as a journal entry: date as heading, text, hashtags, the photo shown from the zip.
    const journal = /<div class="journal">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(journal).toMatch(/<article class="story"><h3>\d{1,2}\. \p{L}+ \d{4}, \d{2}:\d{2}<\/h3><p>Mein #Praktikum<\/p>/u);
    const photo = /<img src="([^"]+)" alt="story\.png">/.exec(journal)?.[1];
    expect(photo).toBeDefined();
    expect(entries.get(decodeURIComponent(photo!))?.equals(uploadedPng)).toBe(true);
    // An uploaded image of the files section is shown too.
    expect(html).toMatch(/<img src="files\/[^"]+" alt="praktikum\.png">/);
    // The machine-readable part is unchanged: technical names and ISO dates in the JSON.
    expect(entries.get('konto.json')!.toString('utf8')).toContain('"tracking_consent"');
  });

  it('addresses a student with du in the overview', async () => {
    const response = await download('schueler2');
    const html = (await readZipEntries(response.rawPayload)).get(ARCHIVE_INDEX_FILE)!.toString('utf8');
    expect(html).toContain('deinem Konto');
  });

  it('stays open to a deactivated account, whose other routes stay closed', async () => {
    const response = await download('deaktiviert');
    expect(response.statusCode).toBe(200);
    const entries = await readZipEntries(response.rawPayload);
    expect(entries.get('konto.json')!.toString('utf8')).toContain(demoUser(testApp.world, 'deaktiviert').uuid);
    const token = await testApp.tokenOf('deaktiviert');
    const other = await testApp.app.inject({
      method: 'GET',
      url: '/api/messaging/v1/notifications/unread',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(other.statusCode).toBe(403);
  });

  it('allows one export a day and then answers 429 with Retry-After', async () => {
    const first = await download('lehrer2');
    expect(first.statusCode).toBe(200);
    const second = await download('lehrer2');
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('gives the export of the day back when the download breaks off, so the person can retry', async () => {
    const token = await testApp.tokenOf('schuladmin');
    const big = multipartBody([{ field: 'file', filename: 'gross.png', contentType: 'image/png', content: pngBytes(24 * 1024 * 1024) }]);
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: '/api/files/v1/me/files',
      headers: { authorization: `Bearer ${token}`, ...big.headers },
      payload: big.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    // Read one chunk of the 24 MiB, then the connection breaks off.
    await readOneChunkThenBreakOff(testApp.app, URL_ARCHIVE, { authorization: `Bearer ${token}` });
    const schuladmin = demoUser(testApp.world, 'schuladmin');
    await expect
      .poll(async () => {
        const result = (await testApp.database.db.execute(
          sql`select hits from rate_limit_counters where key = ${`export:user:${schuladmin.uuid}`}`,
        )) as unknown as { rows: { hits: number }[] };
        return Number(result.rows[0]?.hits ?? 0);
      })
      .toBe(0);
    // The retry works – and it is counted.
    expect((await download('schuladmin')).statusCode).toBe(200);
    expect((await download('schuladmin')).statusCode).toBe(429);
  });

  it('answers 401 without a token', async () => {
    const response = await download(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('the archive service with stored files', () => {
  const caller = () => {
    const schueler = demoUser(testApp.world, 'schueler');
    return { uuid: schueler.uuid, clientUuid: randomUUID(), schoolUuid: null, roles: ['SCHUELER'], activeRole: 'SCHUELER' };
  };
  const storySection: PersonalDataSection = {
    name: 'geschichten',
    title: 'Stories',
    tables: [],
    collect: async () => ({
      records: [{ type: 'story', description: 'Mein Praktikum' }],
      files: [
        { path: '../../etc/passwd', fileUuid: 'file-1' },
        { path: 'foto.png', fileUuid: 'file-2' },
        { path: 'foto.png', fileUuid: 'file-3' },
      ],
    }),
    erase: async () => undefined,
  };

  async function streamToBuffer(stream: Readable): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  it('puts each file under files/<section>/, cleaned and without clashes, opening one file at a time', async () => {
    let open = 0;
    let mostOpen = 0;
    const archive = createArchiveService({
      db: testApp.database.db,
      log: testApp.app.log,
      sections: () => [storySection],
      files: {
        openReadStream: async (fileUuid) => {
          open += 1;
          mostOpen = Math.max(mostOpen, open);
          const stream = Readable.from([Buffer.from(`Inhalt von ${fileUuid}`)]);
          stream.on('end', () => (open -= 1));
          return stream;
        },
      },
    });
    const { stream } = await archive.open(caller());
    const entries = await readZipEntries(await streamToBuffer(stream));
    expect(entries.get('files/geschichten/etc/passwd')?.toString()).toBe('Inhalt von file-1');
    expect(entries.get('files/geschichten/foto.png')?.toString()).toBe('Inhalt von file-2');
    expect(entries.get('files/geschichten/foto (2).png')?.toString()).toBe('Inhalt von file-3');
    expect(mostOpen).toBe(1);
    const html = entries.get(ARCHIVE_INDEX_FILE)!.toString('utf8');
    expect(html).toContain('href="files/geschichten/foto%20(2).png"');
  });

  it('copies a file that two sections name only once', async () => {
    const again: PersonalDataSection = {
      ...storySection,
      name: 'dateien',
      collect: async () => ({ records: [{ file_uuid: 'file-2' }], files: [{ path: 'file-2-foto.png', fileUuid: 'file-2' }] }),
    };
    const archive = createArchiveService({
      db: testApp.database.db,
      log: testApp.app.log,
      sections: () => [storySection, again],
      files: { openReadStream: async (fileUuid) => Readable.from([Buffer.from(`Inhalt von ${fileUuid}`)]) },
    });
    const { stream } = await archive.open(caller());
    const entries = await readZipEntries(await streamToBuffer(stream));
    expect([...entries.keys()].filter((name) => name.startsWith('files/'))).toHaveLength(3);
    const dateien = JSON.parse(entries.get('dateien.json')!.toString('utf8')) as ArchiveSectionFile;
    expect(dateien.files).toEqual([]);
    expect(dateien.records).toEqual([{ file_uuid: 'file-2', file_path: 'files/geschichten/foto.png' }]);
  });

  it('ends the download with an error when a stored file cannot be read', async () => {
    const archive = createArchiveService({
      db: testApp.database.db,
      log: testApp.app.log,
      sections: () => [storySection],
      files: { openReadStream: async () => Promise.reject(new Error('Objekt fehlt')) },
    });
    const { stream } = await archive.open(caller());
    await expect(streamToBuffer(stream)).rejects.toThrow();
  });
});
