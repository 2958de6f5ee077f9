import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CareerOrientation, MyStations, Progress } from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../platform/db/client';
import { classes, classMemberships, schools, users } from '../../../platform/db/schema';
import { joinedCallerOf } from '../../../test/joined-caller';
import { openTestDatabase } from '../../../test/test-database';
import { seedDemo } from '../../../wiring/demo-seed';
import { statusOf } from '../answers/answer-rules';
import { createAnswersRepository, type AnswerRow } from '../answers/answers.repository';
import { taskAnswers } from '../answers/answers.schema';
import { createStationsRepository } from '../stations/stations.repository';
import { classActiveStations } from '../stations/stations.schema';
import { levelOf } from '../stations/stations.service';
import { createCareerOrientationsRepository } from './career-orientations.repository';
import { createCareerOrientationsService } from './career-orientations.service';
import { loadMeinWeg, type PathStation } from './mein-weg-content';

/**
 * The student's path state in one round trip (decision 244) against the three queries it replaced:
 * for every account of the demo world – plus a student without class, a class whose active station
 * is of the other level, one whose station left the content, a Sek II class, answers in the trash,
 * started and done ones – `GET /career-orientations/my` and `/my/stations` answer the same JSON as
 * the service did before. Run it on PostgreSQL as well:
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run apps/server/src/modules/bo/career-orientations/career-orientations.repository.test.ts
 */

let database: DatabaseHandle;

/** The service as it was (before decision 244): class, active station and all live answers, three queries. */
function serviceBefore(handle: DatabaseHandle) {
  const stations = createStationsRepository(handle.db);
  const answers = createAnswersRepository(handle.db);
  const progressOf = (pathStations: readonly PathStation[], byTask: ReadonlyMap<string, AnswerRow>): Progress => {
    const tasks = pathStations.flatMap((station) => station.tasks);
    return { done: tasks.filter((task) => statusOf(byTask.get(task.uuid)) === 'done').length, total: tasks.length };
  };
  async function pathOf(userUuid: string) {
    const schoolClass = await stations.findClassOfStudent(userUuid);
    if (!schoolClass) return { level: 'sek1' as const, schoolClass, activeStationUuid: null };
    const level = levelOf(schoolClass);
    const active = (await stations.findActive([schoolClass.uuid])).get(schoolClass.uuid);
    const catalogue = await loadMeinWeg();
    const station = active ? catalogue.stationByUuid.get(active.stationUuid) : undefined;
    return { level, schoolClass, activeStationUuid: station?.level === level ? station.uuid : null };
  }
  const answersByTask = async (userUuid: string) => new Map((await answers.findAllLive(userUuid)).map((row) => [row.taskUuid, row]));
  return {
    async my(userUuid: string): Promise<CareerOrientation> {
      const path = await pathOf(userUuid);
      const catalogue = await loadMeinWeg();
      const content = catalogue.paths[path.level];
      return {
        uuid: content.uuid,
        level: path.level,
        title: content.title,
        title_el: content.title_el,
        description: content.description,
        description_el: content.description_el,
        class_uuid: path.schoolClass?.uuid ?? null,
        active_station_uuid: path.activeStationUuid,
        progress: progressOf(catalogue.stations[path.level], await answersByTask(userUuid)),
      };
    },
    async myStations(userUuid: string): Promise<MyStations> {
      const path = await pathOf(userUuid);
      const pathStations = (await loadMeinWeg()).stations[path.level];
      const byTask = await answersByTask(userUuid);
      return {
        level: path.level,
        active_station_uuid: path.activeStationUuid,
        items: pathStations.map(({ tasks, ...station }) => ({
          ...station,
          is_active: station.uuid === path.activeStationUuid,
          progress: progressOf([{ ...station, tasks }], byTask),
          tasks: tasks.map((task) => ({ task, status: statusOf(byTask.get(task.uuid)) })),
        })),
      };
    },
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { isProduction: false, withLife: true });
  const { db } = database;
  const catalogue = await loadMeinWeg();
  const [sek1Station] = catalogue.stations.sek1;
  const [sek2Station] = catalogue.stations.sek2;
  if (!sek1Station || !sek2Station) throw new Error('content without stations');
  const allClasses = await db
    .select({ uuid: classes.uuid, grade: classes.grade, schoolUuid: classes.schoolUuid, hasSekundarstufe2: schools.hasSekundarstufe2 })
    .from(classes)
    .innerJoin(schools, eq(schools.uuid, classes.schoolUuid))
    .orderBy(classes.uuid);
  // Edge cases beside the demo's own state: a Sek II class, an active station of the other level, one gone from the content, none.
  const [sek2Class, otherLevelClass, goneStationClass, plainClass] = allClasses;
  if (!sek2Class || !otherLevelClass || !goneStationClass || !plainClass) throw new Error('the demo world needs four classes');
  await db.update(schools).set({ hasSekundarstufe2: true }).where(eq(schools.uuid, sek2Class.schoolUuid));
  await db.update(classes).set({ grade: 11 }).where(eq(classes.uuid, sek2Class.uuid));
  const activate = (classUuid: string, stationUuid: string) =>
    db
      .insert(classActiveStations)
      .values({ classUuid, stationUuid })
      .onConflictDoUpdate({ target: classActiveStations.classUuid, set: { stationUuid } });
  await activate(sek2Class.uuid, sek2Station.uuid);
  await activate(otherLevelClass.uuid, otherLevelClass.hasSekundarstufe2 && otherLevelClass.grade >= 11 ? sek1Station.uuid : sek2Station.uuid);
  await activate(goneStationClass.uuid, '00000000-0000-4000-8000-00000000dead');
  await db.delete(classActiveStations).where(eq(classActiveStations.classUuid, plainClass.uuid));
  // Eight more students beside the demo's, then all spread over those four classes, so that every case has students.
  const [someStudent] = await db.select().from(users).where(sql`'SCHUELER' = any(${users.roles})`).limit(1);
  if (!someStudent) throw new Error('no student in the demo world');
  for (let n = 0; n < 8; n += 1) {
    const { uuid: _uuid, ...copy } = someStudent;
    const [added] = await db
      .insert(users)
      .values({ ...copy, idpSubject: `extra-${n}`, username: `extra-schueler-${n}`, email: null })
      .returning({ uuid: users.uuid });
    await db.insert(classMemberships).values({ userUuid: added!.uuid, classUuid: plainClass.uuid });
  }
  const students = await db.select({ userUuid: classMemberships.userUuid }).from(classMemberships).orderBy(classMemberships.userUuid);
  const edgeClasses = [sek2Class, otherLevelClass, goneStationClass, plainClass];
  for (const [index, { userUuid }] of students.entries()) {
    await db.update(classMemberships).set({ classUuid: edgeClasses[index % edgeClasses.length]!.uuid }).where(eq(classMemberships.userUuid, userUuid));
  }
  // Answers: every student has started, done and deleted answers of tasks of both paths.
  const tasks = [...catalogue.stations.sek1, ...catalogue.stations.sek2].flatMap((station) => station.tasks.map((task) => ({ task, station })));
  const rows: (typeof taskAnswers.$inferInsert)[] = [];
  students.forEach(({ userUuid }, index) => {
    tasks.forEach(({ task, station }, taskIndex) => {
      if ((taskIndex + index) % 3 === 0) return;
      const isDone = (taskIndex + index) % 3 === 1;
      const isDeleted = (taskIndex * 7 + index) % 5 === 0;
      rows.push({ userUuid, taskUuid: task.uuid, stationUuid: station.uuid, kind: task.kind, doneAt: isDone ? new Date() : null, deletedAt: isDeleted ? new Date() : null });
    });
  });
  // The demo's own answers stay; a task answered there already is not answered twice (one live answer per task).
  const existing = await db.select({ userUuid: taskAnswers.userUuid, taskUuid: taskAnswers.taskUuid }).from(taskAnswers).where(isNull(taskAnswers.deletedAt));
  const taken = new Set(existing.map((row) => `${row.userUuid}/${row.taskUuid}`));
  const fresh = rows.filter((row) => row.deletedAt !== null || !taken.has(`${row.userUuid}/${row.taskUuid}`));
  for (let start = 0; start < fresh.length; start += 500) await db.insert(taskAnswers).values(fresh.slice(start, start + 500));
  // A student without class, who keeps answers.
  const [classless] = students;
  if (!classless || students.length < 5) throw new Error('the demo world needs five students');
  await db.delete(classMemberships).where(eq(classMemberships.userUuid, classless.userUuid));
});
afterAll(() => database.close());

describe('the student path state in one round trip (decision 244)', () => {
  it('answers /my and /my/stations to every account exactly as the three queries did', async () => {
    const before = serviceBefore(database);
    const after = createCareerOrientationsService({ repository: createCareerOrientationsRepository(database.db) });
    const accounts = await database.db.select({ uuid: users.uuid, subject: users.idpSubject }).from(users).orderBy(users.uuid);
    const seen = { classless: 0, sek2: 0, active: 0, done: 0, started: 0 };
    for (const { uuid, subject } of accounts) {
      const stationsBefore = await before.myStations(uuid);
      // The query reads the caller's own row by the token's subject (decision 253).
      const joined = joinedCallerOf(subject);
      const stationsAfter = await after.myStations(joined);
      expect(joined.admitted.map((row) => row?.uuid)).toEqual([uuid]);
      expect(JSON.stringify(stationsAfter), uuid).toBe(JSON.stringify(stationsBefore));
      const myBefore = await before.my(uuid);
      expect(JSON.stringify(await after.my(joinedCallerOf(subject))), uuid).toBe(JSON.stringify(myBefore));
      if (myBefore.class_uuid === null) seen.classless += 1;
      if (myBefore.level === 'sek2') seen.sek2 += 1;
      if (myBefore.active_station_uuid) seen.active += 1;
      const statuses = stationsBefore.items.flatMap((station) => station.tasks.map((task) => task.status));
      seen.done += statuses.filter((status) => status === 'done').length;
      seen.started += statuses.filter((status) => status === 'started').length;
    }
    // The comparison must have met every case it is about.
    expect(seen.classless).toBeGreaterThan(1);
    expect(seen.sek2).toBeGreaterThan(0);
    expect(seen.active).toBeGreaterThan(0);
    expect(seen.done).toBeGreaterThan(10);
    expect(seen.started).toBeGreaterThan(10);
  });

  it('reads an answer in the trash as no answer', async () => {
    const [deleted] = await database.db
      .select({ userUuid: taskAnswers.userUuid, subject: users.idpSubject, taskUuid: taskAnswers.taskUuid })
      .from(taskAnswers)
      .innerJoin(users, eq(users.uuid, taskAnswers.userUuid))
      .where(sql`${taskAnswers.deletedAt} is not null`)
      .limit(1);
    if (!deleted) throw new Error('no deleted answer');
    const live = await database.db
      .select({ uuid: taskAnswers.uuid })
      .from(taskAnswers)
      .where(and(eq(taskAnswers.userUuid, deleted.userUuid), eq(taskAnswers.taskUuid, deleted.taskUuid), isNull(taskAnswers.deletedAt)));
    const found = await createCareerOrientationsRepository(database.db).loadPathStateBySubject(deleted.subject);
    expect(found?.state.answers.some((answer) => answer.taskUuid === deleted.taskUuid)).toBe(live.length > 0);
  });

  it('gives a subject no account has no row: the route answers 401 (decision 253)', async () => {
    expect(await createCareerOrientationsRepository(database.db).loadPathStateBySubject('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('knows the level inputs of a student as the class look-up does', async () => {
    const repository = createCareerOrientationsRepository(database.db);
    const stations = createStationsRepository(database.db);
    const members = await database.db.select({ userUuid: classMemberships.userUuid }).from(classMemberships);
    const some = members.slice(0, 40).map((member) => member.userUuid);
    const students = await database.db.select({ uuid: users.uuid }).from(users).where(inArray(users.uuid, some));
    for (const { uuid } of students) {
      const schoolClass = await stations.findClassOfStudent(uuid);
      expect(await repository.findLevelInputs(uuid)).toEqual(schoolClass ? { grade: schoolClass.grade, hasSekundarstufe2: schoolClass.hasSekundarstufe2 } : undefined);
    }
    // Without a class, an unknown account, and inside a transaction (the task save's fallback, decision 248).
    const [withoutClass] = await database.db
      .select({ uuid: users.uuid })
      .from(users)
      .where(sql`not exists (select 1 from ${classMemberships} where ${classMemberships.userUuid} = ${users.uuid})`)
      .limit(1);
    expect(await repository.findLevelInputs(withoutClass!.uuid)).toBeUndefined();
    expect(await repository.findLevelInputs('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    const [first] = students;
    const alone = await repository.findLevelInputs(first!.uuid);
    expect(alone).toBeDefined();
    expect(await database.db.transaction((tx) => repository.findLevelInputs(first!.uuid, tx))).toEqual(alone);
  });
});
