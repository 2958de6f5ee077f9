import type { ArcadeAction, TrophyContent, TrophyRule } from '@berufswahl/contracts';

/** What the rules look at: how many subjects per action, and the points in total. */
export type ArcadeTally = { countsByAction: Partial<Record<ArcadeAction, number>>; totalPoints: number };

/** Whether a trophy's rule holds for the tally (decision 082). */
export function isRuleMet(rule: TrophyRule, tally: ArcadeTally): boolean {
  switch (rule.kind) {
    case 'action_count':
      return (tally.countsByAction[rule.action] ?? 0) >= rule.count;
    case 'points_total':
      return tally.totalPoints >= rule.points;
    case 'distinct_actions':
      return Object.values(tally.countsByAction).filter((count) => (count ?? 0) > 0).length >= rule.count;
  }
}

/** The trophies earned by the tally that the user does not hold yet. */
export function newlyEarnedTrophies(trophies: readonly TrophyContent[], tally: ArcadeTally, held: ReadonlySet<string>): TrophyContent[] {
  return trophies.filter((trophy) => !held.has(trophy.uuid) && isRuleMet(trophy.rule, tally));
}
