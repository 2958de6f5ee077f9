import type { Achievement, ArcadeAction } from '@berufswahl/contracts';
import type { Database } from '../../../platform/db/client';
import { loadArcadeContent, presentAchievement } from './arcade-content';
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
 * Awards the points of an action and then the trophies whose rules now hold – inside the caller's
 * transaction, so the points stand or fall with the action. Idempotent per (user, action, subject)
 * by a unique index; concurrent awards of one user are serialised by a transaction lock.
 * An action past its daily limit (or a rewritten statement) is still counted – for the trophies
 * that count actions – but with 0 points (decision 150).
 * A `task_done` also completes the running quests of that task in the student's class.
 * Two round trips – the lock and one statement (`pointsRepository.award`, decision 247) – and a
 * third only when a trophy is earned.
 */
export async function awardForAction(
  tx: Database,
  input: AwardInput,
  now: Date = new Date(),
  options: { isUserLocked?: boolean } = {},
): Promise<AwardResult> {
  return awardForActions(tx, input.userUuid, [input], now, options);
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
  options: { isUserLocked?: boolean } = {},
): Promise<AwardResult> {
  if (inputs.length === 0) return { awarded: false, points: 0, trophies: [] };
  if (new Set(inputs.map((input) => input.action)).size !== inputs.length) throw new Error('an award takes each action once');
  const content = await loadArcadeContent();
  // The quest join holds the lock already (quests.service.ts): taking it again would cost a round trip.
  if (!options.isUserLocked) await pointsRepository.lockUser(tx, userUuid);
  const { inserted, countsBefore, pointsBefore, heldTrophyUuids } = await pointsRepository.award(
    tx,
    userUuid,
    inputs.map((input) => ({
      action: input.action,
      subjectUuid: input.subjectUuid,
      points: content.points_per_action[input.action] ?? 0,
      dailyLimit: content.daily_point_limits[input.action] ?? null,
      liveSubjectCount: input.liveSubjectCount ?? null,
    })),
    content.points_per_action.quest_joined ?? 0,
    now,
  );
  const isInput = (event: { action: string; subject_uuid: string }) =>
    inputs.some((input) => input.action === event.action && input.subjectUuid === event.subject_uuid);
  const isAnyActionAwarded = inserted.some(isInput);
  const points = inserted.reduce((sum, event) => sum + event.points, 0);
  const questPoints = inserted.filter((event) => !isInput(event)).reduce((sum, event) => sum + event.points, 0);
  if (!isAnyActionAwarded && questPoints === 0) return { awarded: false, points: 0, trophies: [] };

  // The tally after this award: the statement's view before it, plus what it wrote.
  const countsByAction = { ...countsBefore };
  for (const event of inserted) countsByAction[event.action] = (countsByAction[event.action] ?? 0) + 1;
  const earned = newlyEarnedTrophies(content.trophies, { countsByAction, totalPoints: pointsBefore + points }, new Set(heldTrophyUuids));
  const insertedTrophies = new Set(
    await pointsRepository.insertTrophies(
      tx,
      userUuid,
      earned.map((trophy) => trophy.uuid),
    ),
  );
  // For the caller's code, not a reader: in the content's normal language.
  const trophies = earned.filter((trophy) => insertedTrophies.has(trophy.uuid)).map((trophy) => presentAchievement(trophy, false));
  return { awarded: isAnyActionAwarded, points, trophies };
}
