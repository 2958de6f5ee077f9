import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_STORAGE_SPACE_BYTES, ERROR_MESSAGES_DU, STORAGE_SPACE_MESSAGE, storageInfoSchema } from '@berufswahl/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoUser, type TestApp } from '../../test/test-app';
import { auditEvents } from '../audit/testing';
import { multipartBody, pngBytes } from './testing/files';

/** Decision 049: the school coordinator sets a student's quota; the storage-full answer is then real. */
let testApp: TestApp;
let dataDir: string;
const schoolOf = (key: 'A' | 'B') => testApp.world.schools.find((school) => school.key === key)!.uuid;
const spaceUrl = (schoolUuid: string, userUuid: string) => `/api/files/v1/schools/${schoolUuid}/students/${userUuid}/storage`;

async function put(username: string | null, url: string, body: unknown) {
  const headers: Record<string, string> = username ? { authorization: `Bearer ${await testApp.tokenOf(username)}` } : {};
  return testApp.app.inject({ method: 'PUT', url, headers, payload: body as object });
}

async function uploadAs(username: string) {
  const body = multipartBody([{ field: 'file', filename: 'bild.png', contentType: 'image/png', content: pngBytes(64) }]);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/files/v1/me/files',
    headers: { authorization: `Bearer ${await testApp.tokenOf(username)}`, ...body.headers },
    payload: body.payload,
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-files-space-'));
  testApp = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_UPLOADS: '1000/60' });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('PUT /api/files/v1/schools/:schoolUuid/students/:userUuid/storage', () => {
  it('lets the coordinator fill a student\'s quota for real, records it in the audit trail, and sets it back', async () => {
    const student = demoUser(testApp.world, 'schueler');
    const full = await put('schuladmin', spaceUrl(schoolOf('A'), student.uuid), { space: 0 });
    expect(full.statusCode, full.body).toBe(200);
    expect(storageInfoSchema.parse(full.json()).space).toBe(0);

    const refused = await uploadAs('schueler');
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ code: 'USER_STORAGE_FULL', message: ERROR_MESSAGES_DU.USER_STORAGE_FULL });

    const audit = await testApp.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'storage.space_changed'), eq(auditEvents.targetUuid, student.uuid)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ schoolUuid: schoolOf('A'), actorUuid: demoUser(testApp.world, 'schuladmin').uuid, details: { space: 0 } });

    const back = await put('schuladmin', spaceUrl(schoolOf('A'), student.uuid), { space: null });
    expect(storageInfoSchema.parse(back.json()).space).toBe(DEFAULT_STORAGE_SPACE_BYTES);
    expect((await uploadAs('schueler')).statusCode).toBe(201);
  });

  it('answers 401 without a token and 403 to a teacher or a student', async () => {
    const url = spaceUrl(schoolOf('A'), demoUser(testApp.world, 'schueler').uuid);
    expect((await put(null, url, { space: 0 })).statusCode).toBe(401);
    expect((await put('lehrer', url, { space: 0 })).statusCode).toBe(403);
    expect((await put('schueler', url, { space: 0 })).statusCode).toBe(403);
  });

  it("answers 404 for another school, another school's student and an account that is not a student", async () => {
    const otherStudent = demoUser(testApp.world, 'schueler2').uuid;
    expect((await put('schuladmin', spaceUrl(schoolOf('B'), otherStudent), { space: 0 })).statusCode).toBe(404);
    expect((await put('schuladmin', spaceUrl(schoolOf('A'), otherStudent), { space: 0 })).statusCode).toBe(404);
    expect((await put('schuladmin', spaceUrl(schoolOf('A'), demoUser(testApp.world, 'lehrer').uuid), { space: 0 })).statusCode).toBe(404);
  });

  it('refuses a quota that is not a whole number of bytes in range (400, German message)', async () => {
    const url = spaceUrl(schoolOf('A'), demoUser(testApp.world, 'schueler').uuid);
    for (const space of [-1, 1.5, 'viel', 11 * 1073741824]) {
      const response = await put('schuladmin', url, { space });
      expect(response.statusCode, String(space)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: STORAGE_SPACE_MESSAGE });
    }
  });
});
