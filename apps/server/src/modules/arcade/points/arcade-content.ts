import { type ArcadeContent, arcadeContentSchema, rankForPoints } from '@berufswahl/contracts';
import { cacheOnce, readContentJson } from '../../../platform/content';

/** Points, ranks and trophies as authored in `content/arcade/arcade.json`, checked when loaded. */
export const loadArcadeContent = cacheOnce(() => readContentJson('arcade/arcade.json', arcadeContentSchema));

/** A rank as the API shows it, in the reader's language mode. */
export function presentRank(content: ArcadeContent, points: number, simpleLanguage: boolean) {
  const { rank, next } = rankForPoints(content.ranks, points);
  return {
    level: rank.level,
    name: simpleLanguage ? rank.name_el : rank.name,
    min_points: rank.min_points,
    next_min_points: next?.min_points ?? null,
  };
}
