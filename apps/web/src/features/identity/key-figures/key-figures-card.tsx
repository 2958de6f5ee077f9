import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatStoreError } from '../../../lib/api-client';
import { useKeyFigures } from './api/get-key-figures';
import './key-figures.css';
import { addTexts } from '../../../lib/i18n';
import keyFigureTexts from '../../../locales/de-key-figures.json';

// The chart is the card's largest part and comes after the figures: its chunk is fetched at once,
// beside the figures' request, but stays off the coordinators' first screen (decision 008's budget).
const chartModule = import('./accounts-chart');
const AccountsChart = lazy(() => chartModule.then((module) => ({ default: module.AccountsChart })));

// Only coordinators see the card; its texts come with it (decision 008).
addTexts(keyFigureTexts);

/** Key figures (spec 1, 2): accounts, schools, teachers and students of the coordinator's scope. */
export function KeyFiguresCard() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, error, isPending } = useKeyFigures();

  return (
    <section className="card key-figures" aria-labelledby={headingId} data-tour="key-figures">
      <h2 id={headingId}>{t('keyFigures.title')}</h2>
      {isPending && <p>{t('keyFigures.loading')}</p>}
      {error && (
        <p className="form-error" role="alert">
          {t('keyFigures.error', { message: formatStoreError(error) })}
        </p>
      )}
      {data && (
        <>
          <p className="hint">{t(`keyFigures.scope.${data.scope}`, { name: data.scope_name })}</p>
          <dl className="key-figures__totals">
            {(['accounts', 'schools', 'teachers', 'students'] as const).map((figure) => (
              <div key={figure} className="key-figures__figure">
                <dt>{t(`keyFigures.totals.${figure}`)}</dt>
                <dd>{data.totals[figure].toLocaleString('de-DE')}</dd>
              </div>
            ))}
            <div className="key-figures__figure">
              <dt>{t('keyFigures.totals.recent')}</dt>
              <dd>{data.totals.accounts_last_30_days.toLocaleString('de-DE')}</dd>
            </div>
          </dl>
          <Suspense fallback={null}>
            <AccountsChart months={data.accounts_by_month} />
          </Suspense>
        </>
      )}
    </section>
  );
}
