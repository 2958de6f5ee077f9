import {
  levelOfClass,
  QUEST_MESSAGES,
  QUEST_NOTIFICATION,
  QUEST_NOTIFICATION_LEICHT,
  type Quest,
  type QuestCreateBody,
  type QuestListResponse,
  type QuestUpdateBody,
  validationMessages,
} from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { ApiError, notFound } from '../../../platform/http/errors';
import { notifyUsers } from '../../messaging/index';
import { type ArcadeClass, type ArcadeClassesRepository, type ClassStudent } from '../arcade-classes.repository';
import type { MeinWegPort } from '../mein-weg-port';
import { awardForAction } from '../points/award-for-action';
import { pointsRepository } from '../points/points.repository';
import { myStateOf, questStatisticsOf } from './quest-statistics';
import type { QuestRow, QuestsRepository } from './quests.repository';

function validationFailed(field: string, message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', message, [{ field, message }]);
}

export function createQuestsService(deps: { quests: QuestsRepository; classes: ArcadeClassesRepository; meinWeg: MeinWegPort; db: Database }) {
  const { quests, classes, meinWeg, db } = deps;

  /**
   * The class the caller may see quests of: a student their own class, a teacher a class they
   * teach. Any other class – of another school or not theirs – answers 404.
   */
  async function visibleClass(caller: Caller, classUuid: string | undefined): Promise<ArcadeClass | null> {
    if (caller.activeRole === 'SCHUELER') {
      const own = await classes.findClassOfStudent(caller.uuid);
      if (classUuid !== undefined && own?.uuid !== classUuid) throw notFound();
      return own ?? null;
    }
    if (classUuid === undefined) throw validationFailed('class_uuid', validationMessages.required('Lerngruppe'));
    return teachersClass(caller, classUuid);
  }

  async function teachersClass(caller: Caller, classUuid: string): Promise<ArcadeClass> {
    const schoolClass = await classes.findClass(classUuid);
    if (!schoolClass || schoolClass.schoolUuid !== caller.schoolUuid) throw notFound();
    if (!(await classes.isTeacherOf(caller.uuid, classUuid))) throw notFound();
    return schoolClass;
  }

  async function present(caller: Caller, rows: readonly QuestRow[], students: readonly ClassStudent[]): Promise<Quest[]> {
    const participations = await quests.participationsOf(rows.map((row) => row.uuid));
    const isTeacher = caller.activeRole !== 'SCHUELER';
    return rows.map((row) => {
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
  }

  async function presentOne(caller: Caller, row: QuestRow): Promise<Quest> {
    const [quest] = await present(caller, [row], await classes.studentsOf(db, row.classUuid));
    if (!quest) throw new Error('quest vanished');
    return quest;
  }

  return {
    async list(caller: Caller, query: { class_uuid?: string | undefined; status: 'started' | 'all' }): Promise<QuestListResponse> {
      const schoolClass = await visibleClass(caller, query.class_uuid);
      if (!schoolClass) return { items: [] };
      // Students see running quests only: a finished quest is cleared from their dashboard.
      const includeFinished = caller.activeRole !== 'SCHUELER' && query.status === 'all';
      const rows = await quests.listOfClass(schoolClass.uuid, includeFinished);
      return { items: await present(caller, rows, await classes.studentsOf(db, schoolClass.uuid)) };
    },

    /** A teacher starts a task of the class's path as a quest; the class is notified. */
    async start(caller: Caller, body: QuestCreateBody, now: Date = new Date()): Promise<Quest> {
      const schoolClass = await teachersClass(caller, body.class_uuid);
      const task = await meinWeg.findTaskOnPath(body.task_uuid, levelOfClass(schoolClass.grade, schoolClass.hasSekundarstufe2));
      if (!task) throw validationFailed('task_uuid', QUEST_MESSAGES.unknownTask);
      const row = await quests.transaction(async (tx) => {
        const stored = await quests.insertRunning(tx, {
          classUuid: schoolClass.uuid,
          taskUuid: task.uuid,
          title: task.title,
          startedBy: caller.uuid,
          startedAt: now,
        });
        if (!stored) throw validationFailed('task_uuid', QUEST_MESSAGES.alreadyRunning);
        const students = await classes.studentsOf(tx, schoolClass.uuid);
        await notifyUsers(tx, {
          userUuids: students.map((student) => student.uuid),
          type: 'quest',
          icon: 'trophy',
          title: QUEST_NOTIFICATION.title,
          message: QUEST_NOTIFICATION.message(task.title),
          link: '/',
          linkText: QUEST_NOTIFICATION.linkText,
          leichteSprache: {
            title: QUEST_NOTIFICATION_LEICHT.title,
            message: QUEST_NOTIFICATION_LEICHT.message(task.titleEl),
            linkText: QUEST_NOTIFICATION_LEICHT.linkText,
          },
        });
        return stored;
      });
      return presentOne(caller, row);
    },

    /** Finishing ends the quest and clears it from the students' dashboards; finishing twice is fine. */
    async update(caller: Caller, questUuid: string, body: QuestUpdateBody, now: Date = new Date()): Promise<Quest> {
      const row = await quests.find(questUuid);
      if (!row) throw notFound();
      await teachersClass(caller, row.classUuid);
      if (body.status === 'finished') await quests.finish(row.uuid, now);
      const updated = await quests.find(row.uuid);
      if (!updated) throw notFound();
      return presentOne(caller, updated);
    },

    /** A student of the class joins a running quest and earns the quest_joined points once. */
    async join(caller: Caller, questUuid: string, now: Date = new Date()): Promise<Quest> {
      const row = await quests.find(questUuid);
      if (!row || row.finishedAt || !(await classes.isStudentOf(caller.uuid, row.classUuid))) throw notFound();
      // Re-run whole on 40001/40P01, as every transaction, should a deadlock still occur (decision 035).
      await quests.transaction(async (tx) => {
        // The user's arcade lock first, as every award takes it: a finished task completes this
        // quest under that lock (insert … on conflict on the same participation row), so inserting
        // the row before the lock deadlocked against a concurrent answer (issue 8, school morning).
        await pointsRepository.lockUser(tx, caller.uuid);
        const alreadyDone = await quests.hasDoneTask(tx, caller.uuid, row.taskUuid);
        await quests.join(tx, { questUuid: row.uuid, userUuid: caller.uuid, now, alreadyDone });
        await awardForAction(tx, { userUuid: caller.uuid, action: 'quest_joined', subjectUuid: row.uuid }, now);
      });
      return presentOne(caller, row);
    },
  };
}

export type QuestsService = ReturnType<typeof createQuestsService>;
