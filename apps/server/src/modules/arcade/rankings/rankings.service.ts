import type { ArcadeSettings, RankingResponse } from '@berufswahl/contracts';
import type { Caller, JoinedCaller } from '../../../platform/auth/access';
import { classNameOf } from '../arcade-classes.repository';
import { loadArcadeContent, presentAchievement, presentRank, trophyIndexOf } from '../points/arcade-content';
import type { RankingsRepository } from './rankings.repository';
import { displayNameOf, positionStandings } from './standings';

export function createRankingsService(deps: { rankings: RankingsRepository }) {
  const { rankings } = deps;
  return {
    /**
     * The caller's ranking within their class (decision 083): only students of the same class
     * appear, each only while they allow it; the caller always sees themself. One round trip for
     * the caller's row, class, standings, points, visibility and trophies (decisions 243 and 253):
     * the caller is admitted (401, 403) from that row before anything of the ranking is used.
     */
    async rankingOf(joined: JoinedCaller): Promise<RankingResponse> {
      const content = await loadArcadeContent();
      const trophies = trophyIndexOf(content);
      const { caller, found } = joined.admit(await rankings.rankingBySubject(joined.subject, trophies.order), (ranking) => ranking.caller);
      // The caller's row holds the Leichte-Sprache setting (decision 234): no second query.
      const simpleLanguage = caller.simpleLanguage;
      const { schoolClass, visibleToClass, counted } = found.data;
      const positioned = positionStandings(counted.map((row) => ({ ...row, name: displayNameOf(row.firstName, row.surname) })));
      const entries = positioned.map((row) => {
        // The trophy a student shows (chosen by `rankingSelect`).
        const shown = row.shownTrophyUuid === null ? undefined : trophies.byUuid.get(row.shownTrophyUuid);
        return {
          position: row.position,
          points: row.points,
          rank: presentRank(content, row.points, simpleLanguage),
          display_name: row.name,
          is_me: row.uuid === caller.uuid,
          trophy: shown ? { achievement: presentAchievement(shown, simpleLanguage) } : null,
        };
      });
      const me = entries.find((entry) => entry.is_me);
      if (!me) throw new Error('the caller is missing from their own ranking');
      return {
        position: schoolClass ? me.position : null,
        points: me.points,
        rank: me.rank,
        class: schoolClass ? { uuid: schoolClass.uuid, name: classNameOf(schoolClass) } : null,
        trophy: me.trophy,
        visible_to_class: visibleToClass,
        entries: schoolClass ? entries : [me],
      };
    },

    async settingsOf(caller: Caller): Promise<ArcadeSettings> {
      return { visible_to_class: await rankings.isVisibleToClass(caller.uuid) };
    },

    async updateSettings(caller: Caller, settings: ArcadeSettings, now: Date = new Date()): Promise<ArcadeSettings> {
      await rankings.setVisibleToClass(caller.uuid, settings.visible_to_class, now);
      return settings;
    },
  };
}

export type RankingsService = ReturnType<typeof createRankingsService>;
