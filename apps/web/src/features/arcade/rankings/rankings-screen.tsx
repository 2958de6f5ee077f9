import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Switch } from 'react-aria-components';
import { PageHeading } from '../../../components/ui/page-heading';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { useArcadeSettings, useUpdateArcadeSettings } from '../api/arcade-settings';
import { useRanking } from '../api/get-ranking';
import { formatPoints } from '../format-points';
import { TrophyIcon } from '../trophy-icon';
import '../arcade-texts';
import '../arcade.css';

/** The ranking of the student's class (decision 083) with the switch to leave it. */
export function RankingScreen() {
  const { t } = useTranslation();
  const { data: ranking, isError } = useRanking();
  const { data: settings } = useArcadeSettings();
  const update = useUpdateArcadeSettings();
  const [status, setStatus] = useState('');
  const hintId = useId();
  const isVisible = settings?.visible_to_class ?? ranking?.visible_to_class ?? true;

  function changeVisibility(visible: boolean) {
    setStatus('');
    update.mutate(
      { visible_to_class: visible },
      {
        onSuccess: () => setStatus(t('arcade.ranking.visibilitySaved')),
        onError: () => setStatus(t('arcade.ranking.visibilityError')),
      },
    );
  }

  return (
    <div className="page">
      <PageHeading pageName={t('pages.ranking')}>
        {ranking?.class ? t('arcade.ranking.title', { className: ranking.class.name }) : t('arcade.ranking.titleNoClass')}
      </PageHeading>
      <p className="lead">{t('arcade.ranking.intro')}</p>
      <ExplanationBox target="rangliste" />
      {isError && <p role="alert">{t('arcade.ranking.loadError')}</p>}

      <Switch className="arcade-switch" isSelected={isVisible} onChange={changeVisibility} aria-describedby={hintId}>
        <span className="arcade-switch__track" aria-hidden="true">
          <span className="arcade-switch__thumb" />
        </span>
        {t('arcade.ranking.visibility')}
      </Switch>
      <p id={hintId}>{isVisible ? t('arcade.ranking.visibilityOn') : t('arcade.ranking.visibilityOff')}</p>
      <p role="status">{status}</p>

      {ranking && !ranking.class && <p>{t('arcade.ranking.noClass')}</p>}
      {ranking?.class && (
        // Scrolls sideways on narrow screens; focusable so that keyboard users can scroll it too.
        <div className="arcade-table-wrap" role="region" aria-label={t('arcade.ranking.caption')} tabIndex={0}>
          <table className="arcade-table" data-testid="arcade-ranking">
            <caption className="visually-hidden">{t('arcade.ranking.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('arcade.ranking.position')}</th>
                <th scope="col">{t('arcade.ranking.name')}</th>
                <th scope="col">{t('arcade.ranking.rank')}</th>
                <th scope="col">{t('arcade.ranking.points')}</th>
                <th scope="col">{t('arcade.ranking.trophy')}</th>
              </tr>
            </thead>
            <tbody>
              {ranking.entries.map((entry, index) => (
                <tr key={index} className={entry.is_me ? 'arcade-table__me' : undefined}>
                  <td>{entry.position}</td>
                  <th scope="row">{entry.is_me ? t('arcade.ranking.me', { name: entry.display_name }) : entry.display_name}</th>
                  <td>{entry.rank.name}</td>
                  <td>{formatPoints(entry.points)}</td>
                  <td>
                    {entry.trophy ? (
                      <>
                        <TrophyIcon icon={entry.trophy.achievement.icon} /> {entry.trophy.achievement.name}
                      </>
                    ) : (
                      t('arcade.ranking.none')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        <Link to="/punkte">{t('arcade.ranking.toPoints')}</Link>
      </p>
    </div>
  );
}
