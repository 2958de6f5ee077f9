import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ARCHIVE_INDEX_FILE, ARCHIVE_LINK_MESSAGES, ARCHIVE_MANIFEST_FILE, archiveLinkSchema, archiveManifestSchema, type ArchiveLink } from '@berufswahl/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { uploadPngAs } from '../../files/testing';
import { createExportLinks } from './archive-links';
import { readOneChunkThenBreakOff } from '../testing/archive';
import { readZipEntries } from '../testing/read-zip';

/**
 * One-time export links (decision 160): the browser downloads the zip natively; the bearer route
 * `GET /archive` keeps working for API users, and both share the one export a day.
 */

const BASE = '/api/identity/v1/archive';
let testApp: TestApp;
let dataDir: string;

async function mintLink(username: string | null) {
  const headers: Record<string, string> = username ? { authorization: `Bearer ${await testApp.tokenOf(username)}` } : {};
  return testApp.app.inject({ method: 'POST', url: `${BASE}/links`, headers });
}

async function linkOf(username: string): Promise<ArchiveLink> {
  const response = await mintLink(username);
  expect(response.statusCode, response.body).toBe(201);
  return archiveLinkSchema.parse(response.json());
}

/** Opens a link as the browser does: no token, no cookie. */
const open = (url: string) => testApp.app.inject({ method: 'GET', url });

async function exportHits(username: string): Promise<number> {
  const result = (await testApp.database.db.execute(
    sql`select hits from rate_limit_counters where key = ${`export:user:${demoUser(testApp.world, username).uuid}`} and window_ends_at > now()`,
  )) as unknown as { rows: { hits: number }[] };
  return Number(result.rows[0]?.hits ?? 0);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-archive-links-'));
  testApp = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('POST /api/identity/v1/archive/links and the link it answers', () => {
  it('downloads the whole zip once without a token, and counts it as the day\'s export', async () => {
    const link = await linkOf('lehrer');
    expect(link.url).toMatch(/^\/api\/identity\/v1\/archive\/downloads\/[A-Za-z0-9_-]{22}\?user=[0-9a-f-]{36}&expires=\d+&signature=[A-Za-z0-9_-]{43}$/);
    expect(link.file_name).toMatch(/^berufswahl-export-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(Date.parse(link.expires_at) - Date.now()).toBeLessThanOrEqual(60_000);
    // Minting counts nothing: the export is counted when the download starts.
    expect(await exportHits('lehrer')).toBe(0);

    const response = await open(link.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${link.file_name}"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const entries = await readZipEntries(response.rawPayload);
    expect(entries.has(ARCHIVE_INDEX_FILE)).toBe(true);
    expect(archiveManifestSchema.parse(JSON.parse(entries.get(ARCHIVE_MANIFEST_FILE)!.toString('utf8'))).user_uuid).toBe(demoUser(testApp.world, 'lehrer').uuid);
    expect(await exportHits('lehrer')).toBe(1);

    // Once only.
    const again = await open(link.url);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'FORBIDDEN', message: ARCHIVE_LINK_MESSAGES.invalid });
    // The day's export is used – for a new link and for the bearer route alike.
    const refused = await mintLink('lehrer');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await testApp.app.inject({ method: 'GET', url: BASE, headers: { authorization: `Bearer ${await testApp.tokenOf('lehrer')}` } })).statusCode).toBe(429);
  });

  it('refuses a link after an export through GET /archive the same day', async () => {
    const bearer = await testApp.app.inject({ method: 'GET', url: BASE, headers: { authorization: `Bearer ${await testApp.tokenOf('schueler2')}` } });
    expect(bearer.statusCode).toBe(200);
    expect((await mintLink('schueler2')).statusCode).toBe(429);
  });

  it('refuses an expired, altered or borrowed link without counting an export', async () => {
    const schueler = demoUser(testApp.world, 'schueler');
    const links = createExportLinks(testApp.database.db);
    const expired = await links.sign(schueler.uuid, Date.now() - 2 * 60_000);
    expect((await open(expired.path)).statusCode).toBe(403);

    const fresh = (await linkOf('schueler')).url;
    const altered = fresh.replace(/signature=(.)/, (_match, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
    expect((await open(altered)).statusCode).toBe(403);
    const borrowed = fresh.replace(`user=${schueler.uuid}`, `user=${demoUser(testApp.world, 'lehrer2').uuid}`);
    expect((await open(borrowed)).statusCode).toBe(403);
    expect(await exportHits('schueler')).toBe(0);
    expect(await exportHits('lehrer2')).toBe(0);
    // The untouched link still works.
    expect((await open(fresh)).statusCode).toBe(200);
  });

  it('lets only the first of two links minted the same day download', async () => {
    const first = await linkOf('mehrfach');
    const second = await linkOf('mehrfach');
    expect((await open(first.url)).statusCode).toBe(200);
    const late = await open(second.url);
    expect(late.statusCode).toBe(429);
    expect(late.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('is open to a deactivated account (decision 051)', async () => {
    const link = await linkOf('deaktiviert');
    const response = await open(link.url);
    expect(response.statusCode).toBe(200);
    expect((await readZipEntries(response.rawPayload)).get('konto.json')!.toString('utf8')).toContain(demoUser(testApp.world, 'deaktiviert').uuid);
  });

  it('gives the day\'s export back when the link\'s download breaks off, so a new link works', async () => {
    await uploadPngAs(testApp, 'schuladmin', 'gross.png', 24 * 1024 * 1024);
    const link = await linkOf('schuladmin');
    // One chunk of the 24 MiB, then the connection breaks off.
    await readOneChunkThenBreakOff(testApp.app, link.url);
    await expect.poll(() => exportHits('schuladmin')).toBe(0);
    const retry = await linkOf('schuladmin');
    expect((await open(retry.url)).statusCode).toBe(200);
    expect(await exportHits('schuladmin')).toBe(1);
  });

  it('answers 401 to minting without a token', async () => {
    expect((await mintLink(null)).statusCode).toBe(401);
  });
});
