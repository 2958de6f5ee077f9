import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { MEIN_WEG_MESSAGES, stationListSchema } from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { createAccount } from '../../identity/testing';
import { notifications } from '../../messaging/testing';
import { loadMeinWeg } from '../career-orientations/mein-weg-content';
import { activeStationsPersonalData } from './stations.personal-data';
import { classActiveStations } from './stations.schema';

let testApp: TestApp;
const BASE = '/api/bo/v1';
const CLASS_8A = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001';
const CLASS_11 = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0003';
const CLASS_9C_SCHOOL_B = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0011';
let sek1Station: string;
let sek1OtherStation: string;
let sek2Station: string;

async function call(method: 'GET' | 'PATCH', username: string | null, url: string) {
  const headers: Record<string, string> = {};
  if (username) headers.authorization = `Bearer ${await testApp.tokenOf(username)}`;
  return testApp.app.inject({ method, url: `${BASE}${url}`, headers });
}

async function unreadStationNotifications(username: string) {
  const userUuid = demoUser(testApp.world, username).uuid;
  return testApp.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userUuid, userUuid), eq(notifications.type, 'station')));
}

beforeAll(async () => {
  testApp = await createTestApp();
  const { stations } = await loadMeinWeg();
  sek1Station = stations.sek1[1]!.uuid;
  sek1OtherStation = stations.sek1[2]!.uuid;
  sek2Station = stations.sek2[0]!.uuid;
});
afterAll(() => testApp.close());

describe('GET /stations', () => {
  it('lists the stations of both paths in path order', async () => {
    const response = await call('GET', 'lehrer', '/stations');
    expect(response.statusCode).toBe(200);
    const { items } = stationListSchema.parse(response.json());
    expect(items.filter((station) => station.level === 'sek1').map((station) => station.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(items.some((station) => station.level === 'sek2')).toBe(true);
    expect(items[0]?.tasks.length).toBeGreaterThanOrEqual(3);
  });

  it('filters by level', async () => {
    const { items } = stationListSchema.parse((await call('GET', 'schueler', '/stations?level=sek2')).json());
    expect(items.every((station) => station.level === 'sek2')).toBe(true);
  });

  it('answers 400 for an unknown level, 401 without a token and 403 to deactivated accounts', async () => {
    expect((await call('GET', 'lehrer', '/stations?level=sek3')).statusCode).toBe(400);
    expect((await call('GET', null, '/stations')).statusCode).toBe(401);
    expect((await call('GET', 'deaktiviert', '/stations')).statusCode).toBe(403);
  });
});

describe('GET /stations/active', () => {
  it("shows a student the own class, a teacher the taught classes and a coordinator the school's classes", async () => {
    const student = (await call('GET', 'schueler', '/stations/active')).json();
    expect(student).toEqual({ items: [{ class: { uuid: CLASS_8A, grade: 8, addition: 'a', level: 'sek1' }, station: null, activated_date: null }] });
    const teacher = (await call('GET', 'altnutzer', '/stations/active')).json();
    expect(teacher.items).toEqual([expect.objectContaining({ class: { uuid: CLASS_11, grade: 11, addition: '', level: 'sek2' } })]);
    const coordinator = (await call('GET', 'schuladmin', '/stations/active')).json();
    expect(coordinator.items.map((item: { class: { uuid: string } }) => item.class.uuid)).toHaveLength(3);
  });

  it('gives a teacher without classes an empty list', async () => {
    expect((await call('GET', 'lehrer-neu', '/stations/active')).json()).toEqual({ items: [] });
  });

  it('answers 403 to roles without classes', async () => {
    expect((await call('GET', 'landadmin', '/stations/active')).statusCode).toBe(403);
  });
});

describe('GET /stations/active/:classUuid', () => {
  it("shows the class's teacher and the school coordinator the class", async () => {
    expect((await call('GET', 'lehrer', `/stations/active/${CLASS_8A}`)).statusCode).toBe(200);
    expect((await call('GET', 'schuladmin', `/stations/active/${CLASS_8A}`)).statusCode).toBe(200);
  });

  it("refuses a teacher of the same school who doesn't teach the class with 403 and an explanation", async () => {
    const response = await call('GET', 'lehrer-neu', `/stations/active/${CLASS_8A}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: MEIN_WEG_MESSAGES.notTeacherOfClass });
  });

  it("answers 404 for another school's class and an unknown class, 403 to students", async () => {
    expect((await call('GET', 'lehrer2', `/stations/active/${CLASS_8A}`)).statusCode).toBe(404);
    expect((await call('GET', 'lehrer', `/stations/active/${CLASS_9C_SCHOOL_B}`)).statusCode).toBe(404);
    expect((await call('GET', 'lehrer', `/stations/active/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call('GET', 'schueler', `/stations/active/${CLASS_8A}`)).statusCode).toBe(403);
    expect((await call('GET', 'schueler2', `/stations/active/${CLASS_8A}`)).statusCode).toBe(403);
  });

  it('answers 400 with a German message for a malformed uuid', async () => {
    const response = await call('GET', 'lehrer', '/stations/active/8a');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('PATCH /stations/active/:classUuid/:stationUuid', () => {
  it('activates a station for the class, which its students see at once with one notification', async () => {
    const response = await call('PATCH', 'lehrer', `/stations/active/${CLASS_8A}/${sek1Station}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'activated', class: { uuid: CLASS_8A }, station: { uuid: sek1Station, level: 'sek1' } });

    const seen = (await call('GET', 'schueler', '/stations/active')).json();
    expect(seen.items[0].station.uuid).toBe(sek1Station);
    expect((await call('GET', 'schueler', '/career-orientations/my')).json()).toMatchObject({ active_station_uuid: sek1Station });
    const stations = (await call('GET', 'schueler', '/career-orientations/my/stations')).json();
    expect(stations.items.filter((station: { is_active: boolean }) => station.is_active).map((station: { uuid: string }) => station.uuid)).toEqual([sek1Station]);

    const notified = await unreadStationNotifications('schueler');
    expect(notified).toHaveLength(1);
    expect(notified[0]).toMatchObject({ title: MEIN_WEG_MESSAGES.activatedNotificationTitle, link: '/mein-weg' });
    // Students of other classes hear nothing.
    expect(await unreadStationNotifications('schueler2')).toHaveLength(0);
  });

  it('does not notify again when the same station is chosen twice, but does for a new one', async () => {
    await call('PATCH', 'lehrer', `/stations/active/${CLASS_8A}/${sek1Station}`);
    expect(await unreadStationNotifications('schueler')).toHaveLength(1);
    await call('PATCH', 'lehrer', `/stations/active/${CLASS_8A}/${sek1OtherStation}`);
    expect(await unreadStationNotifications('schueler')).toHaveLength(2);
    const [row] = await testApp.database.db.select().from(classActiveStations).where(eq(classActiveStations.classUuid, CLASS_8A));
    expect(row).toMatchObject({ stationUuid: sek1OtherStation, activatedBy: demoUser(testApp.world, 'lehrer').uuid });
  });

  it("refuses a station of the other path's level with 400 and a German message", async () => {
    const response = await call('PATCH', 'lehrer', `/stations/active/${CLASS_8A}/${sek2Station}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: MEIN_WEG_MESSAGES.stationOfOtherLevel });
  });

  it('lets the teacher of a Sek II class choose a Sek II station', async () => {
    const response = await call('PATCH', 'altnutzer', `/stations/active/${CLASS_11}/${sek2Station}`);
    expect(response.statusCode).toBe(200);
    expect((await call('PATCH', 'altnutzer', `/stations/active/${CLASS_11}/${sek1Station}`)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown station', async () => {
    expect((await call('PATCH', 'lehrer', `/stations/active/${CLASS_8A}/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('refuses teachers not of the class (403), teachers of another school (404) and other roles (403)', async () => {
    expect((await call('PATCH', 'lehrer-neu', `/stations/active/${CLASS_8A}/${sek1Station}`)).statusCode).toBe(403);
    expect((await call('PATCH', 'lehrer', `/stations/active/${CLASS_11}/${sek2Station}`)).statusCode).toBe(403);
    expect((await call('PATCH', 'lehrer2', `/stations/active/${CLASS_8A}/${sek1Station}`)).statusCode).toBe(404);
    expect((await call('PATCH', 'schuladmin', `/stations/active/${CLASS_8A}/${sek1Station}`)).statusCode).toBe(403);
    expect((await call('PATCH', 'schueler', `/stations/active/${CLASS_8A}/${sek1Station}`)).statusCode).toBe(403);
    expect((await call('PATCH', null, `/stations/active/${CLASS_8A}/${sek1Station}`)).statusCode).toBe(401);
    const [row] = await testApp.database.db.select().from(classActiveStations).where(eq(classActiveStations.classUuid, CLASS_8A));
    expect(row?.stationUuid).toBe(sek1OtherStation);
  });
});

describe('the level of a student', () => {
  it('puts a student of a Sek II class at a school with Sekundarstufe II on the Sek II path', async () => {
    const schoolA = testApp.world.schools.find((school) => school.key === 'A');
    if (!schoolA) throw new Error('demo school A missing');
    await createAccount(testApp.database.db, {
      role: 'SCHUELER',
      school: { uuid: schoolA.uuid, clientUuid: testApp.world.client.uuid },
      classUuid: CLASS_11,
      username: 'oberstufe',
      firstName: 'Ole',
      surname: 'Oberstufe',
    });
    const my = (await call('GET', 'oberstufe', '/career-orientations/my')).json();
    expect(my).toMatchObject({ level: 'sek2', class_uuid: CLASS_11, active_station_uuid: sek2Station });
    expect(my.title).toContain('Sekundarstufe II');
  });

  it('keeps the students of a school without Sekundarstufe II on the Sek I path', async () => {
    expect((await call('GET', 'schueler2', '/career-orientations/my')).json()).toMatchObject({ level: 'sek1' });
  });
});

describe('personal data', () => {
  it("exports the stations a teacher chose and forgets the teacher on erasure, keeping the class's station", async () => {
    const { db } = testApp.database;
    const teacherUuid = demoUser(testApp.world, 'lehrer').uuid;
    const exported = await activeStationsPersonalData.collect(db, teacherUuid);
    expect(exported.records).toEqual([expect.objectContaining({ class_uuid: CLASS_8A, station_uuid: sek1OtherStation })]);
    await db.transaction((tx) => activeStationsPersonalData.erase(tx, teacherUuid));
    expect((await activeStationsPersonalData.collect(db, teacherUuid)).records).toEqual([]);
    const [row] = await db.select().from(classActiveStations).where(eq(classActiveStations.classUuid, CLASS_8A));
    expect(row).toMatchObject({ stationUuid: sek1OtherStation, activatedBy: null });
  });
});
