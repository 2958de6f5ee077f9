import type { Achievement, ArcadeAction, ArcadeContent } from '@berufswahl/contracts';
import type { Database } from '../../../platform/db/client';
import { loadArcadeContent } from './arcade-content';
import { pointsRepository } from './points.repository';
import { newlyEarnedTrophies } from './trophy-rules';

export type AwardInput = {
  userUuid: string;
  action: ArcadeAction;
  /**
   * What the action was about: the story's, reflection's, statement's or quest's uuid – and for
   * `task_done` the TASK's uuid (a task counts once, and quests of that task see it as done).
   */
  subjectUuid: string;
  /**
   * For actions whose subjects the student can delete and write again (statements): how many the
   * student has now, this one included. Points are given only while fewer subjects than that have
   * earned points, so a deleted and rewritten one earns nothing (decision 150).
   */
  liveSubjectCount?: number;
};

export type AwardResult = {
  /** False when this (user, action, subject) had already been counted. */
  awarded: boolean;
  points: number;
  /** Trophies newly earned by this call (also through a quest it completed). */
  trophies: Achievement[];
};

/**
 * The points the action earns now (decision 150): its points from the content – or none when the
 * student has used up the day's limit of this action (Europe/Berlin calendar day), or when the
 * subject replaces a deleted one (see {@link AwardInput.liveSubjectCount}).
 */
async function earnablePoints(tx: Database, content: ArcadeContent, input: AwardInput, now: Date): Promise<number> {
  const points = content.points_per_action[input.action] ?? 0;
  const dailyLimit = content.daily_point_limits[input.action];
  if (dailyLimit !== undefined && (await pointsRepository.countEarningOnDayOf(tx, input.userUuid, input.action, now)) >= dailyLimit) return 0;
  if (input.liveSubjectCount !== undefined && (await pointsRepository.countEarning(tx, input.userUuid, input.action)) >= input.liveSubjectCount) {
    return 0;
  }
  return points;
}

/**
 * Awards the points of an action and then the trophies whose rules now hold – inside the caller's
 * transaction, so the points stand or fall with the action. Idempotent per (user, action, subject)
 * by a unique index; concurrent awards of one user are serialised by a transaction lock.
 * An action past its daily limit (or a rewritten statement) is still counted – for the trophies
 * that count actions – but with 0 points (decision 150).
 * A `task_done` also completes the running quests of that task in the student's class.
 */
export async function awardForAction(tx: Database, input: AwardInput, now: Date = new Date()): Promise<AwardResult> {
  return awardForActions(tx, input.userUuid, [input], now);
}

/**
 * `awardForAction` for several actions of one user at once (a task answer: reflection written and
 * task done): the lock is taken once and the trophy rules are evaluated once, after all of them –
 * the rules only count up, so that gives the same trophies as evaluating after each (decision 244).
 */
export async function awardForActions(
  tx: Database,
  userUuid: string,
  inputs: readonly Omit<AwardInput, 'userUuid'>[],
  now: Date = new Date(),
): Promise<AwardResult> {
  if (inputs.length === 0) return { awarded: false, points: 0, trophies: [] };
  const content = await loadArcadeContent();
  await pointsRepository.lockUser(tx, userUuid);
  let isAnyActionAwarded = false;
  let points = 0;
  let extraPoints = 0;
  for (const action of inputs) {
    const input: AwardInput = { ...action, userUuid };
    const earnable = await earnablePoints(tx, content, input, now);
    if (await pointsRepository.insertOnce(tx, { userUuid, action: input.action, subjectUuid: input.subjectUuid, points: earnable, createdAt: now })) {
      isAnyActionAwarded = true;
      points += earnable;
    }
    if (input.action === 'task_done') {
      const questPoints = content.points_per_action.quest_joined ?? 0;
      for (const questUuid of await pointsRepository.completeRunningQuestsOfTask(tx, userUuid, input.subjectUuid, now)) {
        if (await pointsRepository.insertOnce(tx, { userUuid, action: 'quest_joined', subjectUuid: questUuid, points: questPoints, createdAt: now })) {
          extraPoints += questPoints;
        }
      }
    }
  }
  if (!isAnyActionAwarded && extraPoints === 0) return { awarded: false, points: 0, trophies: [] };

  const trophies = await awardEarnedTrophies(tx, userUuid);
  return { awarded: isAnyActionAwarded, points: points + extraPoints, trophies };
}

/** Gives the user every trophy whose rule holds and that they don't hold yet; returns the new ones. */
export async function awardEarnedTrophies(tx: Database, userUuid: string): Promise<Achievement[]> {
  const content = await loadArcadeContent();
  const [tally, held] = [await pointsRepository.tallyOf(tx, userUuid), await pointsRepository.heldTrophies(tx, userUuid)];
  const earned = newlyEarnedTrophies(content.trophies, tally, new Set(held.map((row) => row.trophyUuid)));
  const inserted = new Set(
    await pointsRepository.insertTrophies(
      tx,
      userUuid,
      earned.map((trophy) => trophy.uuid),
    ),
  );
  return earned.filter((trophy) => inserted.has(trophy.uuid)).map(({ uuid, name, icon }) => ({ uuid, name, icon }));
}
