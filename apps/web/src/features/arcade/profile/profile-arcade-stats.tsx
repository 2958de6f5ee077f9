import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPoints } from '../format-points';
import { addTexts } from '../../../lib/i18n';
import profileTexts from '../../../locales/de-arcade-profile.json';
import { useRanking } from '../api/get-ranking';
import { TrophyIcon } from '../trophy-icon';
import './profile-arcade-stats.css';

addTexts(profileTexts);

/** Where the points and trophies screen lives (registered in the app's router). */
export const ARCADE_POINTS_PATH = '/punkte';

/**
 * Rank, points and trophy in the menu's profile link (spec 2, students only). The students' start
 * loads and the refresh after changes live in StudentStartLoads, which is mounted on every page –
 * this link is not (on phones the menu exists only while it is open).
 */
export function ProfileArcadeStats() {
  const { t } = useTranslation();
  const { data: ranking } = useRanking();

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
