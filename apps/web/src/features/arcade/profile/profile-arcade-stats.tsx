import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPoints } from '../format-points';
import { addTexts } from '../../../lib/i18n';
import profileTexts from '../../../locales/de-arcade-profile.json';
import { arcadeQueryKey } from '../api/arcade-query-keys';
import { remindersQueryOptions, reviewsQueryOptions } from '../api/get-nudges';
import { useRanking } from '../api/get-ranking';
import { TrophyIcon } from '../trophy-icon';
import './profile-arcade-stats.css';

addTexts(profileTexts);

/** Where the points and trophies screen lives (registered in the app's router). */
export const ARCADE_POINTS_PATH = '/punkte';

/**
 * Keeps points, rank and trophies fresh: any successful change elsewhere (a story, a task, a
 * quest) may have earned points, so every finished mutation refreshes the arcade's queries.
 */
function useRefreshAfterChanges(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: arcadeQueryKey });
        }
      }),
    [queryClient],
  );
}

/**
 * Rank, points and trophy in the menu's profile link (spec 2, students only). Also starts the
 * students' fire-and-forget loads of reminders and reviews (spec 6).
 */
export function ProfileArcadeStats() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: ranking } = useRanking();
  useRefreshAfterChanges();

  useEffect(() => {
    void queryClient.prefetchQuery(remindersQueryOptions);
    void queryClient.prefetchQuery(reviewsQueryOptions);
  }, [queryClient]);

  if (!ranking) {
    return (
      <p className="menu-profile__stats" data-testid="arcade-profile">
        <span>{t('arcadeProfile.loading')}</span>
      </p>
    );
  }
  const trophy = ranking.trophy?.achievement;
  return (
    <p className="menu-profile__stats" data-testid="arcade-profile">
      <Link className="menu-profile__arcade-link" to={ARCADE_POINTS_PATH}>
        <span>
          {t('arcadeProfile.rank', { rank: ranking.rank.name })} · {t('arcadeProfile.points', { points: formatPoints(ranking.points) })}
        </span>
        <span>
          {trophy && <TrophyIcon icon={trophy.icon} size={18} />} {t('arcadeProfile.trophy', { trophy: trophy?.name ?? t('arcadeProfile.noTrophy') })}
        </span>
      </Link>
    </p>
  );
}
