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
import { ApiError, notFound } from '../../../platform/http/errors';
import { notifyUsers } from '../../messaging/index';
import { type ArcadeClass, type ArcadeClassesRepository } from '../arcade-classes.repository';
import type { MeinWegPort } from '../mein-weg-port';
import { awardForAction } from '../points/award-for-action';
import { myStateOf, questStatisticsOf } from './quest-statistics';
import type { ListedQuest, QuestsRepository, QuestStudent } from './quests.repository';

function validationFailed(field: string, message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', message, [{ field, message }]);
}

export function createQuestsService(deps: { quests: QuestsRepository; classes: ArcadeClassesRepository; meinWeg: MeinWegPort }) {
  const { quests, classes, meinWeg } = deps;

  async function teachersClass(caller: Caller, classUuid: string): Promise<ArcadeClass> {
    const schoolClass = await classes.findClass(classUuid);
    if (!schoolClass || schoolClass.schoolUuid !== caller.schoolUuid) throw notFound();
    if (!(await classes.isTeacherOf(caller.uuid, classUuid))) throw notFound();
    return schoolClass;
  }

  function present(caller: Caller, quest: ListedQuest, students: readonly QuestStudent[]): Quest {
    const isTeacher = caller.activeRole !== 'SCHUELER';
    const joined = new Set(quest.participations.map((entry) => entry.userUuid));
    return {
      uuid: quest.uuid,
      class_uuid: quest.classUuid,
      task_uuid: quest.taskUuid,
      title: quest.title,
      link: meinWeg.linkOfTask(quest.taskUuid),
      status: quest.finishedAt ? 'finished' : 'started',
      started_date: quest.startedAt.toISOString(),
      finished_date: quest.finishedAt?.toISOString() ?? null,
      statistics: questStatisticsOf(
        students.map((student) => student.uuid),
        quest.participations,
      ),
      my_state: isTeacher ? null : myStateOf(caller.uuid, quest.participations),
      missing_students: isTeacher
        ? students.filter((student) => !joined.has(student.uuid)).map((student) => `${student.firstName} ${student.surname}`)
        : null,
    };
  }

  /** A quest's answer after a write, read once the write is committed. */
  async function presentOne(caller: Caller, questUuid: string): Promise<Quest> {
    const presented = await quests.presented(questUuid);
    if (!presented) throw new Error('quest vanished');
    return present(caller, presented.quest, presented.students);
  }

  return {
    /**
     * Students see the running quests of their own class, teachers those of a class they teach;
     * any other class – of another school or not theirs – answers 404. One round trip
     * (`questListQuery`, decision 243).
     */
    async list(caller: Caller, query: { class_uuid?: string | undefined; status: 'started' | 'all' }): Promise<QuestListResponse> {
      const isStudent = caller.activeRole === 'SCHUELER';
      if (!isStudent && query.class_uuid === undefined) throw validationFailed('class_uuid', validationMessages.required('Lerngruppe'));
      // Students see running quests only: a finished quest is cleared from their dashboard.
      const includeFinished = !isStudent && query.status === 'all';
      const visible = await quests.questsOfVisibleClass({
        callerUuid: caller.uuid,
        callerSchoolUuid: caller.schoolUuid,
        isStudent,
        classUuid: isStudent ? null : (query.class_uuid ?? null),
        includeFinished,
      });
      if (isStudent && query.class_uuid !== undefined && visible?.classUuid !== query.class_uuid) throw notFound();
      if (!visible) {
        if (isStudent) return { items: [] };
        throw notFound();
      }
      return { items: visible.quests.map((quest) => present(caller, quest, visible.students)) };
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
      return presentOne(caller, row.uuid);
    },

    /** Finishing ends the quest and clears it from the students' dashboards; finishing twice is fine. */
    async update(caller: Caller, questUuid: string, body: QuestUpdateBody, now: Date = new Date()): Promise<Quest> {
      const row = await quests.find(questUuid);
      if (!row) throw notFound();
      await teachersClass(caller, row.classUuid);
      if (body.status === 'finished') await quests.finish(row.uuid, now);
      return presentOne(caller, row.uuid);
    },

    /** A student of the class joins a running quest and earns the quest_joined points once. */
    async join(caller: Caller, questUuid: string, now: Date = new Date()): Promise<Quest> {
      // Re-run whole on 40001/40P01, as every transaction, should a deadlock still occur (decision 035).
      const joinedUuid = await quests.transaction(async (tx) => {
        // Finds the running quest of the student's class and joins it in one statement (decision 243),
        // which takes the user's arcade lock first, as every award does: a finished task completes
        // this quest under that lock (insert … on conflict on the same participation row), so
        // inserting the row before the lock deadlocked against a concurrent answer (issue 8).
        const joined = await quests.joinRunning(tx, { questUuid, userUuid: caller.uuid, now });
        if (!joined) throw notFound();
        // Joined again: its points were counted at the first join, the award would change nothing (decision 256).
        if (!joined.isJoinCounted) {
          await awardForAction(tx, { userUuid: caller.uuid, action: 'quest_joined', subjectUuid: joined.uuid }, now, { isUserLocked: true });
        }
        return joined.uuid;
      });
      return presentOne(caller, joinedUuid);
    },
  };
}

export type QuestsService = ReturnType<typeof createQuestsService>;
