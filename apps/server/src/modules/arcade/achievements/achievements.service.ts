import { ARCADE_ACTIONS, type AchievementsResponse, type ArcadeAction } from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import { loadArcadeContent, presentAchievement, presentRank } from '../points/arcade-content';
import type { RankingsRepository } from '../rankings/rankings.repository';

/** How many of the latest awards the trophies/points screen lists. */
export const RECENT_POINTS_LIMIT = 10;

export function createAchievementsService(deps: { rankings: RankingsRepository }) {
  const { rankings } = deps;
  return {
    /** Every trophy with the caller's state, plus points, ranks and the points table. */
    async achievementsOf(caller: Caller): Promise<AchievementsResponse> {
      const content = await loadArcadeContent();
      // The caller's row already holds the setting (decision 234): no second query.
      const simpleLanguage = caller.simpleLanguage;
      const [points, held, recent] = [
        await rankings.pointsOf(caller.uuid),
        await rankings.trophiesOf([caller.uuid]),
        await rankings.recentPointsOf(caller.uuid, RECENT_POINTS_LIMIT),
      ];
      const awardedAt = new Map(held.map((row) => [row.trophyUuid, row.awardedAt]));
      return {
        items: content.trophies.map((trophy) => {
          const awarded = awardedAt.get(trophy.uuid);
          return {
            ...presentAchievement(trophy, simpleLanguage),
            description: simpleLanguage ? trophy.description_el : trophy.description,
            earned: awarded !== undefined,
            awarded_date: awarded?.toISOString() ?? null,
          };
        }),
        points,
        rank: presentRank(content, points, simpleLanguage),
        ranks: content.ranks.map((rank) => presentRank(content, rank.min_points, simpleLanguage)),
        points_per_action: ARCADE_ACTIONS.map((action) => ({
          action,
          points: content.points_per_action[action] ?? 0,
          daily_limit: content.daily_point_limits[action] ?? null,
        })),
        recent_points: recent.map((row) => ({
          action: row.action as ArcadeAction,
          points: row.points,
          created_date: row.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type AchievementsService = ReturnType<typeof createAchievementsService>;
