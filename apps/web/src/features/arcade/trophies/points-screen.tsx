import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { formatDate } from '../../../lib/format';
import { useAchievements } from '../api/get-achievements';
import { formatPoints } from '../format-points';
import { ProgressMeter } from '../progress-meter';
import { TrophyIcon } from '../trophy-icon';
import '../arcade-texts';
import '../arcade.css';

/** Where the class ranking lives. */
export const ARCADE_RANKING_PATH = '/rangliste';

/** The student's points, rank, trophies and how points are earned. */
export function PointsScreen() {
  const { t } = useTranslation();
  const { data, isError } = useAchievements();
  const trophiesId = useId();
  const howId = useId();
  const ranksId = useId();
  const recentId = useId();

  return (
    <div className="page">
      <PageHeading pageName={t('pages.points')}>{t('arcade.points.title')}</PageHeading>
      <ExplanationBox target="punkte" />
      {isError && <p role="alert">{t('arcade.points.loadError')}</p>}
      {data && (
        <>
          <p className="lead" data-testid="arcade-points-summary">
            {t('arcade.points.summary', { points: formatPoints(data.points), rank: data.rank.name })}
          </p>
          {data.rank.next_min_points === null ? (
            <p>{t('arcade.points.topRank')}</p>
          ) : (
            <ProgressMeter
              label={t('arcade.points.nextRank', { rank: data.ranks[data.rank.level]?.name ?? '' })}
              value={data.points - data.rank.min_points}
              maxValue={data.rank.next_min_points - data.rank.min_points}
              valueText={t('arcade.points.nextRankText', {
                missing: formatPoints(data.rank.next_min_points - data.points),
                rank: data.ranks[data.rank.level]?.name ?? '',
              })}
            />
          )}
          <p>
            <Link to={ARCADE_RANKING_PATH}>{t('arcade.points.toRanking')}</Link>
          </p>

          <section aria-labelledby={trophiesId}>
            <h2 id={trophiesId}>{t('arcade.points.trophiesTitle')}</h2>
            <p>
              {t('arcade.points.trophiesCount', {
                earned: data.items.filter((item) => item.earned).length,
                total: data.items.length,
              })}
            </p>
            <ul className="trophy-list">
              {data.items.map((item) => (
                <li key={item.uuid} className={`trophy-list__item ${item.earned ? 'trophy-list__item--earned' : 'trophy-list__item--open'}`}>
                  <TrophyIcon icon={item.icon} size={40} />
                  <h3 className="trophy-list__name">{item.name}</h3>
                  <p>{item.description}</p>
                  <p>
                    <strong>
                      {item.awarded_date ? t('arcade.points.earnedOn', { date: formatDate(item.awarded_date) }) : t('arcade.points.notEarned')}
                    </strong>
                  </p>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby={recentId}>
            <h2 id={recentId}>{t('arcade.points.recentTitle')}</h2>
            {data.recent_points.length === 0 ? (
              <p>{t('arcade.points.recentEmpty')}</p>
            ) : (
              <ul>
                {data.recent_points.map((entry, index) => (
                  <li key={index}>
                    {t('arcade.points.recentEntry', {
                      action: t(`arcade.actions.${entry.action}`),
                      points: formatPoints(entry.points),
                      date: formatDate(entry.created_date),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby={howId}>
            <h2 id={howId}>{t('arcade.points.howTitle')}</h2>
            <div className="arcade-table-wrap">
              <table className="arcade-table">
                <thead>
                  <tr>
                    <th scope="col">{t('arcade.points.howAction')}</th>
                    <th scope="col">{t('arcade.points.howPoints')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.points_per_action.map((entry) => (
                    <tr key={entry.action}>
                      <td>{t(`arcade.actions.${entry.action}`)}</td>
                      <td>
                        {entry.daily_limit === null
                          ? formatPoints(entry.points)
                          : t('arcade.points.howPointsDailyLimit', { points: formatPoints(entry.points), count: entry.daily_limit })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p>{t('arcade.points.howOnce')}</p>
            <p>{t('arcade.points.howRewritten')}</p>
          </section>

          <section aria-labelledby={ranksId}>
            <h2 id={ranksId}>{t('arcade.points.ranksTitle')}</h2>
            <div className="arcade-table-wrap">
              <table className="arcade-table">
                <thead>
                  <tr>
                    <th scope="col">{t('arcade.points.ranksLevel')}</th>
                    <th scope="col">{t('arcade.points.ranksName')}</th>
                    <th scope="col">{t('arcade.points.ranksFrom')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.ranks.map((rank) => (
                    <tr key={rank.level} className={rank.level === data.rank.level ? 'arcade-table__me' : undefined}>
                      <td>{rank.level}</td>
                      <td>{rank.name}</td>
                      <td>{formatPoints(rank.min_points)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </div>
  );
}
