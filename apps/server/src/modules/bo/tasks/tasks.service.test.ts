import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ArcadeAction, ArcadeContent, SaveAnswerBodyParsed, Task } from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../../platform/auth/access';
import type { Database, DatabaseHandle } from '../../../platform/db/client';
import { classMemberships } from '../../../platform/db/schema';
import { ApiError } from '../../../platform/http/errors';
import { openTestDatabase } from '../../../test/test-database';
import { seedDemo } from '../../../wiring/demo-seed';
import {
  arcadePointEvents,
  arcadeQuestParticipations,
  arcadeQuests,
  arcadeUserTrophies,
  loadArcadeContent,
  newlyEarnedTrophies,
  pointsRepository,
  type ArcadeTally,
} from '../../arcade/testing';
import { answerContentFor, toAnswer } from '../answers/answer-rules';
import { createAnswersRepository, type AnswerRow } from '../answers/answers.repository';
import { taskAnswers } from '../answers/answers.schema';
import { createCareerOrientationsRepository } from '../career-orientations/career-orientations.repository';
import { createCareerOrientationsService } from '../career-orientations/career-orientations.service';
import { loadMeinWeg } from '../career-orientations/mein-weg-content';
import { createTasksService, type TaskFiles } from './tasks.service';

/**
 * The save of a task answer in fewer statements (decision 244) against the save as it was: read
 * the live answer, check `based_on`, write, then award each action under its own lock with three
 * statements for the class's quests. For every kind of task, body (done or not, broken rules),
 * `based_on` (left out, null, the stored one, a stale one, empty), stored answer (none, started,
 * done with kept dates, only in the trash, an upload with and without file), with and without a
 * running quest of the task, with and without trophies held: the same answer or error, the same
 * rows of answers, points, quest participations and trophies. Run it on PostgreSQL as well:
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run apps/server/src/modules/bo/tasks/tasks.service.test.ts
 */

let database: DatabaseHandle;
let student: { uuid: string; classUuid: string };
const NOW = new Date('2026-11-27T09:15:00.123Z');
const EARLIER = new Date('2026-11-20T08:00:00.456Z');
const STORED_FILE = '00000000-0000-4000-8000-00000000f11e';

/** The award's insert as it was before decision 247: false when (user, action, subject) was counted. */
async function insertOnceBefore(tx: Database, row: { userUuid: string; action: ArcadeAction; subjectUuid: string; points: number; createdAt: Date }) {
  const inserted = await tx
    .insert(arcadePointEvents)
    .values(row)
    .onConflictDoNothing({ target: [arcadePointEvents.userUuid, arcadePointEvents.action, arcadePointEvents.subjectUuid] })
    .returning({ uuid: arcadePointEvents.uuid });
  return inserted.length > 0;
}

/** The trophy rules' tally as it was read before decision 247: every event of the user, summed. */
async function tallyBefore(tx: Database, userUuid: string): Promise<ArcadeTally> {
  const rows = await tx
    .select({ action: arcadePointEvents.action, count: sql<number>`count(*)::int`, points: sql<number>`coalesce(sum(${arcadePointEvents.points}), 0)::int` })
    .from(arcadePointEvents)
    .where(eq(arcadePointEvents.userUuid, userUuid))
    .groupBy(arcadePointEvents.action);
  return {
    countsByAction: Object.fromEntries(rows.map((row) => [row.action, Number(row.count)])),
    totalPoints: rows.reduce((sum, row) => sum + Number(row.points), 0),
  };
}

/** `awardForAction` as it was before decision 244 (one lock per action, quests in three statements). */
async function awardBefore(tx: Database, content: ArcadeContent, userUuid: string, action: 'reflection_written' | 'task_done', taskUuid: string): Promise<void> {
  await pointsRepository.lockUser(tx, userUuid);
  const awarded = await insertOnceBefore(tx, { userUuid, action, subjectUuid: taskUuid, points: content.points_per_action[action] ?? 0, createdAt: NOW });
  let extraPoints = 0;
  if (action === 'task_done') {
    const quests = await tx
      .select({ uuid: arcadeQuests.uuid })
      .from(arcadeQuests)
      .innerJoin(classMemberships, eq(classMemberships.classUuid, arcadeQuests.classUuid))
      .where(and(eq(classMemberships.userUuid, userUuid), eq(arcadeQuests.taskUuid, taskUuid), isNull(arcadeQuests.finishedAt)));
    const questUuids = quests.map((quest) => quest.uuid);
    let joinedNow: string[] = [];
    if (questUuids.length > 0) {
      const before = await tx
        .select({ questUuid: arcadeQuestParticipations.questUuid })
        .from(arcadeQuestParticipations)
        .where(and(eq(arcadeQuestParticipations.userUuid, userUuid), inArray(arcadeQuestParticipations.questUuid, questUuids)));
      const joinedBefore = new Set(before.map((row) => row.questUuid));
      await tx
        .insert(arcadeQuestParticipations)
        .values(questUuids.map((questUuid) => ({ questUuid, userUuid, joinedAt: NOW, completedAt: NOW })))
        .onConflictDoUpdate({
          target: [arcadeQuestParticipations.questUuid, arcadeQuestParticipations.userUuid],
          set: { completedAt: sql`coalesce(${arcadeQuestParticipations.completedAt}, excluded.completed_at)` },
        });
      joinedNow = questUuids.filter((questUuid) => !joinedBefore.has(questUuid));
    }
    for (const questUuid of joinedNow) {
      const questPoints = content.points_per_action.quest_joined ?? 0;
      if (await insertOnceBefore(tx, { userUuid, action: 'quest_joined', subjectUuid: questUuid, points: questPoints, createdAt: NOW })) extraPoints += questPoints;
    }
  }
  if (!awarded && extraPoints === 0) return;
  const tally = await tallyBefore(tx, userUuid);
  const held = await tx.select({ trophyUuid: arcadeUserTrophies.trophyUuid }).from(arcadeUserTrophies).where(eq(arcadeUserTrophies.userUuid, userUuid));
  const earned = newlyEarnedTrophies(content.trophies, tally, new Set(held.map((row) => row.trophyUuid)));
  await pointsRepository.insertTrophies(
    tx,
    userUuid,
    earned.map((trophy) => trophy.uuid),
  );
}

/** The save as it was before decision 244; answers with the stored row. */
async function saveBefore(outer: Database, task: Task, stationUuid: string, body: SaveAnswerBodyParsed): Promise<AnswerRow> {
  const answers = createAnswersRepository(outer);
  const content = await loadArcadeContent();
  return answers.transaction(async (tx) => {
    const previous = await answers.findLive(student.uuid, task.uuid, tx);
    if (body.based_on !== undefined && body.based_on !== (previous ? toAnswer(previous).last_modified : null)) {
      throw new ApiError('ANSWER_CHANGED', undefined, undefined, { current: { answer: previous ? toAnswer(previous) : null } });
    }
    const written = answerContentFor(task, body, previous, NOW);
    const saved = await answers.saveLive(tx, { userUuid: student.uuid, taskUuid: task.uuid, stationUuid }, written, NOW);
    if (saved.kind === 'reflection' && saved.text) await awardBefore(tx, content, student.uuid, 'reflection_written', task.uuid);
    if (saved.doneAt) await awardBefore(tx, content, student.uuid, 'task_done', task.uuid);
    return saved;
  });
}

/** The save now, through the service (its own repositories on the scenario's transaction). */
async function saveAfter(outer: Database, task: Task, body: SaveAnswerBodyParsed): Promise<AnswerRow | undefined> {
  // Only the download link of a stored file is asked of the files module by a save.
  const files = { signedDownloadUrl: async () => 'https://files.example/signed' } as unknown as TaskFiles;
  const careerOrientations = createCareerOrientationsService({ repository: createCareerOrientationsRepository(outer) });
  const tasks = createTasksService({ answers: createAnswersRepository(outer), careerOrientations, files });
  const caller: Caller = { uuid: student.uuid, clientUuid: '', schoolUuid: null, roles: ['SCHUELER'], activeRole: 'SCHUELER', simpleLanguage: false };
  await tasks.saveAnswer(caller, task.uuid, body, NOW);
  return createAnswersRepository(outer).findLive(student.uuid, task.uuid, outer);
}

type StoredAnswer = 'none' | 'started' | 'done' | 'trash' | 'upload-with-file';

async function storeAnswer(tx: Database, task: Task, stationUuid: string, stored: StoredAnswer): Promise<void> {
  await tx.delete(taskAnswers).where(and(eq(taskAnswers.userUuid, student.uuid), eq(taskAnswers.taskUuid, task.uuid)));
  if (stored === 'none') return;
  await tx.insert(taskAnswers).values({
    uuid: '00000000-0000-4000-8000-0000000a0001',
    userUuid: student.uuid,
    taskUuid: task.uuid,
    stationUuid,
    kind: task.kind,
    text: task.kind === 'reflection' ? 'Vorher' : null,
    linkVisitedAt: stored === 'done' && task.kind === 'link' ? EARLIER : null,
    doneAt: stored === 'done' ? EARLIER : null,
    fileUuid: stored === 'upload-with-file' ? STORED_FILE : null,
    fileName: stored === 'upload-with-file' ? 'bild.png' : null,
    createdAt: EARLIER,
    updatedAt: EARLIER,
    deletedAt: stored === 'trash' ? EARLIER : null,
  });
}

/** What a save leaves behind for the student, with answer uuids made comparable (`new` for a row the save inserted). */
async function stateOf(tx: Database, knownAnswers: ReadonlySet<string>) {
  const answerRows = await tx.select().from(taskAnswers).where(eq(taskAnswers.userUuid, student.uuid)).orderBy(taskAnswers.taskUuid, taskAnswers.createdAt);
  const points = await tx
    .select({ action: arcadePointEvents.action, subjectUuid: arcadePointEvents.subjectUuid, points: arcadePointEvents.points })
    .from(arcadePointEvents)
    .where(eq(arcadePointEvents.userUuid, student.uuid))
    .orderBy(arcadePointEvents.action, arcadePointEvents.subjectUuid);
  const participations = await tx
    .select({ questUuid: arcadeQuestParticipations.questUuid, joinedAt: arcadeQuestParticipations.joinedAt, completedAt: arcadeQuestParticipations.completedAt })
    .from(arcadeQuestParticipations)
    .where(eq(arcadeQuestParticipations.userUuid, student.uuid))
    .orderBy(arcadeQuestParticipations.questUuid);
  // The award takes the clock's time, not the save's: a time of this save reads as `now`.
  const at = (date: Date | null) => (date === null ? null : date.getTime() === EARLIER.getTime() ? date.toISOString() : 'now');
  const trophies = await tx
    .select({ trophyUuid: arcadeUserTrophies.trophyUuid })
    .from(arcadeUserTrophies)
    .where(eq(arcadeUserTrophies.userUuid, student.uuid))
    .orderBy(arcadeUserTrophies.trophyUuid);
  return {
    answers: answerRows.map((row) => ({ ...toAnswer(row), uuid: knownAnswers.has(row.uuid) ? row.uuid : 'new' })),
    points,
    participations: participations.map((row) => ({ questUuid: row.questUuid, joinedAt: at(row.joinedAt), completedAt: at(row.completedAt) })),
    trophies,
  };
}

const ROLLBACK = new Error('scenario rolled back');

type Scenario = {
  task: Task;
  stationUuid: string;
  stored: StoredAnswer;
  body: SaveAnswerBodyParsed;
  basedOn: 'left out' | 'null' | 'stored' | 'stale' | 'empty';
  quest: 'none' | 'running' | 'joined before' | 'completed before';
  trophies: boolean;
  /** The task's award already counted (an earlier save): the save may skip the award (decision 256). */
  counted: 'nothing' | 'reflection' | 'task done' | 'both';
};

/** Runs one save in a transaction that is rolled back, so every scenario starts from the same world. */
async function outcomeOf(scenario: Scenario, save: 'before' | 'after') {
  let outcome: unknown;
  let scenarioQuestUuid: string | undefined;
  await database.db
    .transaction(async (tx) => {
      await storeAnswer(tx, scenario.task, scenario.stationUuid, scenario.stored);
      if (scenario.quest !== 'none') {
        // The demo may run a quest of this task in the class already (one running quest per task and class).
        await tx.insert(arcadeQuests).values({ classUuid: student.classUuid, taskUuid: scenario.task.uuid, title: 'Quest' }).onConflictDoNothing();
        const [quest] = await tx
          .select({ uuid: arcadeQuests.uuid })
          .from(arcadeQuests)
          .where(and(eq(arcadeQuests.classUuid, student.classUuid), eq(arcadeQuests.taskUuid, scenario.task.uuid), isNull(arcadeQuests.finishedAt)));
        scenarioQuestUuid = quest?.uuid;
        if (quest && scenario.quest !== 'running') {
          const completedAt = scenario.quest === 'completed before' ? EARLIER : null;
          await tx.insert(arcadeQuestParticipations).values({ questUuid: quest.uuid, userUuid: student.uuid, joinedAt: EARLIER, completedAt });
        }
      }
      if (!scenario.trophies) {
        await tx.delete(arcadeUserTrophies).where(eq(arcadeUserTrophies.userUuid, student.uuid));
        await tx.delete(arcadePointEvents).where(eq(arcadePointEvents.userUuid, student.uuid));
      }
      const countedActions = { nothing: [], reflection: ['reflection_written'], 'task done': ['task_done'], both: ['reflection_written', 'task_done'] } as const;
      for (const action of countedActions[scenario.counted]) {
        await tx
          .insert(arcadePointEvents)
          .values({ userUuid: student.uuid, action, subjectUuid: scenario.task.uuid, points: 5, createdAt: EARLIER })
          .onConflictDoNothing();
      }
      const live = await createAnswersRepository(tx).findLive(student.uuid, scenario.task.uuid, tx);
      const basedOn = { 'left out': undefined, null: null, stored: live ? toAnswer(live).last_modified : null, stale: '2020-01-01T00:00:00.000Z', empty: '' }[scenario.basedOn];
      const body = { ...scenario.body, based_on: basedOn } as SaveAnswerBodyParsed;
      const known = new Set((await tx.select({ uuid: taskAnswers.uuid }).from(taskAnswers)).map((row) => row.uuid));
      let answer: unknown;
      try {
        const row = save === 'before' ? await saveBefore(tx, scenario.task, scenario.stationUuid, body) : await saveAfter(tx, scenario.task, body);
        answer = row ? { ...toAnswer(row), uuid: known.has(row.uuid) ? row.uuid : 'new' } : null;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const current = error.current as { answer: ReturnType<typeof toAnswer> | null } | undefined;
        answer = { code: error.code, message: error.message, fields: error.fields, current: current ? current.answer : undefined };
      }
      outcome = { answer, state: await stateOf(tx, known) };
      throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
  // The scenario's quest is made anew (a random uuid) for each save.
  const text = JSON.stringify(outcome);
  return scenarioQuestUuid ? text.replaceAll(scenarioQuestUuid, 'the scenario quest') : text;
}

function bodiesFor(task: Task): SaveAnswerBodyParsed[] {
  switch (task.kind) {
    case 'reflection':
      return [
        { kind: 'reflection', text: 'Neu gedacht', done: false },
        { kind: 'reflection', text: 'Neu gedacht', done: true },
        { kind: 'reflection', text: '', done: false },
        { kind: 'checklist', checked: [], done: false },
      ];
    case 'checklist':
      return [
        { kind: 'checklist', checked: task.items.slice(0, 1).map((item) => item.id), done: true },
        { kind: 'checklist', checked: [], done: false },
        { kind: 'checklist', checked: ['unbekannt'], done: false },
        { kind: 'checklist', checked: [], done: true },
      ];
    case 'scale': {
      const all = Object.fromEntries(task.items.map((item) => [item.id, 3]));
      const one = Object.fromEntries(task.items.slice(0, 1).map((item) => [item.id, 2]));
      return [
        { kind: 'scale', ratings: all, done: true },
        { kind: 'scale', ratings: one, done: false },
        { kind: 'scale', ratings: one, done: true },
      ];
    }
    case 'link':
      return [
        { kind: 'link', visited: true, done: true },
        { kind: 'link', visited: true, done: false },
        { kind: 'link', visited: false, done: false },
        { kind: 'link', visited: false, done: true },
      ];
    case 'upload':
      return [
        { kind: 'upload', done: true },
        { kind: 'upload', done: false },
      ];
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { isProduction: false, withLife: true });
  const [member] = await database.db.select().from(classMemberships).orderBy(classMemberships.userUuid).limit(1);
  if (!member) throw new Error('no student with a class');
  student = { uuid: member.userUuid, classUuid: member.classUuid };
});
afterAll(() => database.close());

describe('the save of a task answer in fewer statements (decision 244)', () => {
  // 350 scenarios, each in its own rolled-back transaction: seconds alone, far more beside the other files on a 2-core CI machine.
  it('answers and writes exactly what the save did before, for every kind, body, based_on and stored answer', { timeout: 180_000 }, async () => {
    const level = await createCareerOrientationsService({ repository: createCareerOrientationsRepository(database.db) }).levelOf({
      uuid: student.uuid,
      clientUuid: '',
      schoolUuid: null,
      roles: ['SCHUELER'],
      activeRole: 'SCHUELER',
      simpleLanguage: false,
    });
    const catalogue = await loadMeinWeg();
    // One task of each kind on the student's path.
    const picked = new Map<string, { task: Task; stationUuid: string }>();
    for (const station of catalogue.stations[level]) for (const task of station.tasks) if (!picked.has(task.kind)) picked.set(task.kind, { task, stationUuid: station.uuid });
    expect(picked.size).toBe(5);
    let compared = 0;
    const codes = new Set<string>();
    let conflictsWithCurrent = 0;
    for (const { task, stationUuid } of picked.values()) {
      const storedAnswers: StoredAnswer[] = task.kind === 'upload' ? ['none', 'started', 'done', 'trash', 'upload-with-file'] : ['none', 'started', 'done', 'trash'];
      for (const stored of storedAnswers) {
        for (const body of bodiesFor(task)) {
          for (const basedOn of ['left out', 'null', 'stored', 'stale', 'empty'] as const) {
            const scenario: Scenario = {
              task,
              stationUuid,
              stored,
              body,
              basedOn,
              quest: (['none', 'running', 'joined before', 'completed before'] as const)[compared % 4]!,
              trophies: compared % 5 !== 0,
              counted: (['nothing', 'both', 'task done', 'reflection'] as const)[Math.floor(compared / 4) % 4]!,
            };
            const before = await outcomeOf(scenario, 'before');
            const after = await outcomeOf(scenario, 'after');
            expect(after, JSON.stringify({ ...scenario, task: scenario.task.uuid })).toBe(before);
            const { answer } = JSON.parse(before) as { answer: { code?: string; current?: unknown } };
            const code = answer.code;
            if (code === 'ANSWER_CHANGED' && answer.current) conflictsWithCurrent += 1;
            codes.add(code ?? 'saved');
            compared += 1;
          }
        }
      }
    }
    // Saves, conflicts (with the stored answer as `current`) and broken rules were all among the compared scenarios.
    expect([...codes].sort()).toEqual(['ANSWER_CHANGED', 'VALIDATION_FAILED', 'saved']);
    expect(conflictsWithCurrent).toBeGreaterThan(10);
    expect(compared).toBeGreaterThan(200);
  });
});

describe('a save whose award is done already (decision 256)', () => {
  it('skips the award statement while nothing is left to award, and runs it again for a quest that waits', async () => {
    const checklist = (await loadMeinWeg()).stations.sek1.flatMap((station) => station.tasks).find((task) => task.kind === 'checklist');
    if (checklist?.kind !== 'checklist') throw new Error('no checklist task on the Sek I path');
    const body: SaveAnswerBodyParsed = { kind: 'checklist', checked: checklist.items.slice(0, 1).map((item) => item.id), done: true };
    const award = vi.spyOn(pointsRepository, 'award');
    try {
      await database.db
        .transaction(async (tx) => {
          await tx.delete(taskAnswers).where(and(eq(taskAnswers.userUuid, student.uuid), eq(taskAnswers.taskUuid, checklist.uuid)));
          await tx.delete(arcadePointEvents).where(and(eq(arcadePointEvents.userUuid, student.uuid), eq(arcadePointEvents.subjectUuid, checklist.uuid)));
          await tx.update(arcadeQuests).set({ finishedAt: EARLIER }).where(and(eq(arcadeQuests.classUuid, student.classUuid), eq(arcadeQuests.taskUuid, checklist.uuid)));
          const taskDone = () =>
            tx
              .select({ points: arcadePointEvents.points })
              .from(arcadePointEvents)
              .where(and(eq(arcadePointEvents.userUuid, student.uuid), eq(arcadePointEvents.action, 'task_done'), eq(arcadePointEvents.subjectUuid, checklist.uuid)));

          // The first save finishes the task: the award runs and counts it.
          await saveAfter(tx, checklist, body);
          expect(award).toHaveBeenCalledTimes(1);
          expect(await taskDone()).toHaveLength(1);

          // Saved again, twice (an autosave): nothing is left to award, no award statement.
          await saveAfter(tx, checklist, body);
          await saveAfter(tx, checklist, body);
          expect(award).toHaveBeenCalledTimes(1);

          // A quest of the task starts: the next save completes it for the student, through the award.
          const [quest] = await tx.insert(arcadeQuests).values({ classUuid: student.classUuid, taskUuid: checklist.uuid, title: 'Quest' }).returning();
          await saveAfter(tx, checklist, body);
          expect(award).toHaveBeenCalledTimes(2);
          const [participation] = await tx
            .select({ completedAt: arcadeQuestParticipations.completedAt })
            .from(arcadeQuestParticipations)
            .where(and(eq(arcadeQuestParticipations.questUuid, quest?.uuid ?? ''), eq(arcadeQuestParticipations.userUuid, student.uuid)));
          expect(participation?.completedAt).toEqual(NOW);

          // Completed: saving again needs no award statement; the task still counted once.
          await saveAfter(tx, checklist, body);
          expect(award).toHaveBeenCalledTimes(2);
          expect(await taskDone()).toHaveLength(1);
          throw ROLLBACK;
        })
        .catch((error: unknown) => {
          if (error !== ROLLBACK) throw error;
        });
    } finally {
      award.mockRestore();
    }
  });
});
