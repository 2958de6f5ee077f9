import { type Achievement, type ArcadeContent, arcadeContentSchema, rankForPoints, type TrophyContent } from '@berufswahl/contracts';
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

/** A trophy as the API shows it (`Achievement`), in the reader's language mode. */
export function presentAchievement(trophy: TrophyContent, simpleLanguage: boolean): Achievement {
  return { uuid: trophy.uuid, name: simpleLanguage ? trophy.name_el : trophy.name, icon: trophy.icon };
}

/** The trophies' order and look-up, worked out once per loaded content rather than per request. */
export interface TrophyIndex {
  /** The trophies' uuids easy to hard: the order that decides which one a student shows. */
  order: string[];
  byUuid: ReadonlyMap<string, TrophyContent>;
}

const trophyIndexes = new WeakMap<ArcadeContent, TrophyIndex>();

export function trophyIndexOf(content: ArcadeContent): TrophyIndex {
  let index = trophyIndexes.get(content);
  if (!index) {
    index = { order: content.trophies.map((trophy) => trophy.uuid), byUuid: new Map(content.trophies.map((trophy) => [trophy.uuid, trophy])) };
    trophyIndexes.set(content, index);
  }
  return index;
}
