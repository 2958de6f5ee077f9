import type { Quest, QuestListResponse } from '@berufswahl/contracts';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../platform/auth/access';
import type { DatabaseHandle } from '../../../platform/db/client';
import { classes, classMemberships, teacherAssignments, users } from '../../../platform/db/schema';
import type { DemoWorld } from '../../../platform/db/seed/demo-seed';
import { ApiError } from '../../../platform/http/errors';
import { openTestDatabase } from '../../../test/test-database';
import { seedDemo } from '../../../wiring/demo-seed';
import { createAccount } from '../../identity/testing';
import { createArcadeClassesRepository, type ArcadeClassesRepository, type ClassStudent } from '../arcade-classes.repository';
import { arcadePointEvents, arcadeQuestParticipations, arcadeQuests } from '../arcade.schema';
import type { MeinWegPort } from '../mein-weg-port';
import { buildStudent, CLASS_8A_SCHOOL_A, CLASS_8B_SCHOOL_A } from '../testing/factories';
import { myStateOf, questStatisticsOf } from './quest-statistics';
import { createQuestsRepository, type QuestRow, type QuestsRepository } from './quests.repository';
import { createQuestsService, type QuestsService } from './quests.service';

/**
 * The one-round-trip quest list and quest answer (decision 243) against the queries they
 * replaced: for every student and teacher of the demo world and of the edge cases added here
 * (a class without students, finished quests, participations of a student who left, a teacher in
 * a class, several quests, a student without a class), for every class and both status filters,
 * `GET /quests` answers byte for byte as before – or fails with the same error. Joining answers
 * what the list shows afterwards. Run it on PostgreSQL as well:
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run apps/server/src/modules/arcade/quests
 */

let database: DatabaseHandle;
let world: DemoWorld;
let repository: QuestsRepository;
let classLookups: ArcadeClassesRepository;
let service: QuestsService;

const meinWeg: MeinWegPort = {
  findTaskOnPath: () => Promise.resolve(null),
  tasksOfActiveStation: () => Promise.resolve([]),
  findTasks: () => Promise.resolve([]),
  linkOfTask: (taskUuid) => `/mein-weg/aufgaben/${taskUuid}`,
};

/** `GET /quests` as it was before decision 243: the class, the quests, the students, the participations. */
async function listBefore(caller: Caller, query: { class_uuid?: string; status: 'started' | 'all' }): Promise<QuestListResponse> {
  const { db } = database;
  let schoolClass: { uuid: string } | undefined;
  if (caller.activeRole === 'SCHUELER') {
    const own = await classLookups.findClassOfStudent(caller.uuid);
    if (query.class_uuid !== undefined && own?.uuid !== query.class_uuid) throw new ApiError('NOT_FOUND');
    schoolClass = own;
  } else {
    if (query.class_uuid === undefined) throw new ApiError('VALIDATION_FAILED');
    const found = await classLookups.findClass(query.class_uuid);
    if (!found || found.schoolUuid !== caller.schoolUuid) throw new ApiError('NOT_FOUND');
    if (!(await classLookups.isTeacherOf(caller.uuid, query.class_uuid))) throw new ApiError('NOT_FOUND');
    schoolClass = found;
  }
  if (!schoolClass) return { items: [] };
  const includeFinished = caller.activeRole !== 'SCHUELER' && query.status === 'all';
  const rows: QuestRow[] = await db
    .select()
    .from(arcadeQuests)
    .where(includeFinished ? eq(arcadeQuests.classUuid, schoolClass.uuid) : and(eq(arcadeQuests.classUuid, schoolClass.uuid), isNull(arcadeQuests.finishedAt)))
    .orderBy(desc(arcadeQuests.startedAt));
  const students: ClassStudent[] = await classLookups.studentsOf(db, schoolClass.uuid);
  const participations =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(arcadeQuestParticipations)
          .where(
            inArray(
              arcadeQuestParticipations.questUuid,
              rows.map((row) => row.uuid),
            ),
          );
  const isTeacher = caller.activeRole !== 'SCHUELER';
  const items: Quest[] = rows.map((row) => {
    const mine = participations.filter((entry) => entry.questUuid === row.uuid);
    const joined = new Set(mine.map((entry) => entry.userUuid));
    return {
      uuid: row.uuid,
      class_uuid: row.classUuid,
      task_uuid: row.taskUuid,
      title: row.title,
      link: meinWeg.linkOfTask(row.taskUuid),
      status: row.finishedAt ? 'finished' : 'started',
      started_date: row.startedAt.toISOString(),
      finished_date: row.finishedAt?.toISOString() ?? null,
      statistics: questStatisticsOf(
        students.map((student) => student.uuid),
        mine,
      ),
      my_state: isTeacher ? null : myStateOf(caller.uuid, mine),
      missing_students: isTeacher
        ? students.filter((student) => !joined.has(student.uuid)).map((student) => `${student.firstName} ${student.surname}`)
        : null,
    };
  });
  return { items };
}

/** The answer as JSON text, or the error's code: both must match. */
async function outcome(work: () => Promise<unknown>): Promise<string> {
  try {
    return JSON.stringify(await work());
  } catch (error) {
    if (error instanceof ApiError) return `error ${error.code}`;
    throw error;
  }
}

function callerOf(account: { uuid: string; clientUuid: string; schoolUuid: string | null; roles: string[] }, activeRole: string): Caller {
  return { ...account, activeRole, simpleLanguage: false };
}

async function startQuest(classUuid: string, title: string, startedAt: Date, finishedAt: Date | null = null): Promise<string> {
  const [row] = await database.db
    .insert(arcadeQuests)
    .values({ classUuid, taskUuid: crypto.randomUUID(), title, startedAt, finishedAt })
    .returning({ uuid: arcadeQuests.uuid });
  if (!row) throw new Error('quest not stored');
  return row.uuid;
}

beforeAll(async () => {
  database = await openTestDatabase();
  world = await seedDemo(database.db, { isProduction: false, withLife: true });
  repository = createQuestsRepository(database.db);
  classLookups = createArcadeClassesRepository(database.db);
  service = createQuestsService({ quests: repository, classes: classLookups, meinWeg });
  const { db } = database;
  const day = 86_400_000;
  const base = Date.parse('2026-11-20T08:00:00.123Z');

  // Class 8a: several quests (running and finished), joined, done, and a student who left.
  const ada = await buildStudent(db, world, { classUuid: CLASS_8A_SCHOOL_A, firstName: 'Ada', surname: 'Zuletzt' });
  const ben = await buildStudent(db, world, { classUuid: CLASS_8A_SCHOOL_A, firstName: 'Ada', surname: 'Anfang' });
  const left = await buildStudent(db, world, { classUuid: CLASS_8B_SCHOOL_A, firstName: 'Lars', surname: 'Gegangen' });
  const running = await startQuest(CLASS_8A_SCHOOL_A, 'Stärken entdecken', new Date(base));
  const older = await startQuest(CLASS_8A_SCHOOL_A, 'Berufe erkunden', new Date(base - day));
  const finished = await startQuest(CLASS_8A_SCHOOL_A, 'Praktikum suchen', new Date(base - 2 * day), new Date(base - day / 2));
  await db.insert(arcadeQuestParticipations).values([
    { questUuid: running, userUuid: ada, joinedAt: new Date(base + 1), completedAt: new Date(base + 2) },
    { questUuid: running, userUuid: ben, joinedAt: new Date(base + 1) },
    { questUuid: running, userUuid: left, joinedAt: new Date(base + 1), completedAt: new Date(base + 5) },
    { questUuid: older, userUuid: ben, joinedAt: new Date(base) },
    { questUuid: finished, userUuid: ada, joinedAt: new Date(base - day), completedAt: new Date(base - day) },
  ]);
  // Class 8b: a quest nobody joined.
  await startQuest(CLASS_8B_SCHOOL_A, 'Bewerbung schreiben', new Date(base - 3 * day));

  // A class without students, taught by the demo teacher and by a new one.
  const school = world.schools.find((candidate) => candidate.key === 'A');
  if (!school) throw new Error('demo school missing');
  const [emptyClass] = await db.insert(classes).values({ schoolUuid: school.uuid, grade: 9, addition: 'x' }).returning({ uuid: classes.uuid });
  if (!emptyClass) throw new Error('class not stored');
  await startQuest(emptyClass.uuid, 'Leere Klasse', new Date(base));
  const teacher = await createAccount(db, { role: 'LEHRER', school: { uuid: school.uuid, clientUuid: world.client.uuid } });
  await db.insert(teacherAssignments).values([
    { teacherUuid: teacher.uuid, classUuid: emptyClass.uuid },
    { teacherUuid: teacher.uuid, classUuid: CLASS_8A_SCHOOL_A },
  ]);
  // A teacher listed in a class counts as no student of it.
  await db.insert(classMemberships).values({ userUuid: teacher.uuid, classUuid: CLASS_8B_SCHOOL_A });
  // A student without a class.
  await buildStudent(db, world, { classUuid: null, firstName: 'Kai', surname: 'Ohneklasse' });
});
afterAll(() => database.close());

describe('quest list in one round trip (decision 243)', () => {
  it('answers every student and teacher for every class and filter exactly as the queries before did', async () => {
    const { db } = database;
    const accounts = await db.select({ uuid: users.uuid, clientUuid: users.clientUuid, schoolUuid: users.schoolUuid, roles: users.roles }).from(users);
    const classUuids = [...(await db.select({ uuid: classes.uuid }).from(classes)).map((row) => row.uuid), crypto.randomUUID()];
    let items = 0;
    let errors = 0;
    for (const account of accounts) {
      for (const role of account.roles.filter((candidate) => candidate === 'SCHUELER' || candidate === 'LEHRER')) {
        const caller = callerOf(account, role);
        for (const classUuid of [undefined, ...classUuids]) {
          for (const status of ['started', 'all'] as const) {
            const query = { ...(classUuid === undefined ? {} : { class_uuid: classUuid }), status };
            const before = await outcome(() => listBefore(caller, query));
            const now = await outcome(() => service.list(caller, query));
            expect(now, `${account.uuid} ${role} ${classUuid} ${status}`).toBe(before);
            if (before.startsWith('error')) errors += 1;
            else items += (JSON.parse(before) as QuestListResponse).items.length;
          }
        }
      }
    }
    // The comparison must have had something to compare, and refusals too.
    expect(items).toBeGreaterThan(20);
    expect(errors).toBeGreaterThan(20);
  });
});

describe('joining a quest in one statement (decision 243)', () => {
  it('answers the quest as the list shows it afterwards, done at once when the task was done before', async () => {
    const { db } = database;
    const student = await buildStudent(db, world, { classUuid: CLASS_8A_SCHOOL_A, firstName: 'Jona', surname: 'Neu' });
    const [account] = await db.select({ uuid: users.uuid, clientUuid: users.clientUuid, schoolUuid: users.schoolUuid, roles: users.roles }).from(users).where(eq(users.uuid, student));
    if (!account) throw new Error('student missing');
    const caller = callerOf(account, 'SCHUELER');
    const questUuid = await startQuest(CLASS_8A_SCHOOL_A, 'Schon erledigt', new Date());
    const [quest] = await db.select().from(arcadeQuests).where(eq(arcadeQuests.uuid, questUuid));
    await db.insert(arcadePointEvents).values({ userUuid: student, action: 'task_done', subjectUuid: quest?.taskUuid ?? '', points: 5 });

    const joined = await service.join(caller, questUuid);
    const listed = (await listBefore(caller, { status: 'started' })).items.find((item) => item.uuid === questUuid);
    expect(JSON.stringify(joined)).toBe(JSON.stringify(listed));
    expect(joined.my_state).toBe('done');
    // Joining again changes nothing and earns nothing more.
    expect(JSON.stringify(await service.join(caller, questUuid))).toBe(JSON.stringify(joined));
    const awards = await db
      .select()
      .from(arcadePointEvents)
      .where(and(eq(arcadePointEvents.userUuid, student), eq(arcadePointEvents.action, 'quest_joined')));
    expect(awards).toHaveLength(1);
  });

  it('answers 404 for a finished quest, a quest of another class and an unknown one, and joins nothing', async () => {
    const { db } = database;
    const student = await buildStudent(db, world, { classUuid: CLASS_8A_SCHOOL_A, firstName: 'Mia', surname: 'Draußen' });
    const [account] = await db.select({ uuid: users.uuid, clientUuid: users.clientUuid, schoolUuid: users.schoolUuid, roles: users.roles }).from(users).where(eq(users.uuid, student));
    if (!account) throw new Error('student missing');
    const caller = callerOf(account, 'SCHUELER');
    const finished = await startQuest(CLASS_8A_SCHOOL_A, 'Vorbei', new Date(), new Date());
    const otherClass = await startQuest(CLASS_8B_SCHOOL_A, 'Andere Klasse', new Date());
    for (const questUuid of [finished, otherClass, crypto.randomUUID()]) {
      expect(await outcome(() => service.join(caller, questUuid))).toBe('error NOT_FOUND');
    }
    expect(await db.select().from(arcadeQuestParticipations).where(eq(arcadeQuestParticipations.userUuid, student))).toEqual([]);
    expect(await db.select().from(arcadePointEvents).where(eq(arcadePointEvents.userUuid, student))).toEqual([]);
  });
});
