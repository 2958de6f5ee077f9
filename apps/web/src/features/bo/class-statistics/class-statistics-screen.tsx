import { useId } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { CLASS_STATISTICS_FIGURES, CLASS_STATISTICS_WINDOWS, type ClassStatistics } from '@berufswahl/contracts/bo/class-statistics';
import { PageHeading } from '../../../components/ui/page-heading';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { formatStoreError } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { addTexts } from '../../../lib/i18n';
import { PATHS } from '../../../lib/route-paths';
import texts from '../../../locales/de-class-statistics.json';
import simpleTexts from '../../../locales/de-class-statistics.leicht.json';
import { ClassInternshipsLink } from '../internships/class/class-internships-link';
import { useClassStatistics } from './api/get-class-statistics';
import { WINDOW_PARAM, windowFromParam } from './statistics-window';
import './class-statistics.css';

addTexts(texts, simpleTexts);

/**
 * The overview of one learning group (spec 3, decision 094): what the class did in the last 7, 30
 * or 90 days, as counts only. For the class's teachers and the school coordinator; Sie texts.
 */
export function ClassStatisticsScreen() {
  const { t } = useTranslation();
  const { classUuid = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const days = windowFromParam(searchParams.get(WINDOW_PARAM));
  const { data, error, isPending, isPlaceholderData, isFetching } = useClassStatistics(classUuid, days);
  const className = data?.class_name ?? null;
  const isNotFound = error instanceof ApiError && error.status === 404;

  const chooseWindow = (value: string) => {
    const next = new URLSearchParams(searchParams);
    next.set(WINDOW_PARAM, value);
    setSearchParams(next, { replace: true });
  };

  return (
    <div className="page class-statistics">
      <PageHeading pageName={className ? t('classStatistics.pageName', { className }) : t('classStatistics.pageNameLoading')}>
        {className ? t('classStatistics.title', { className }) : t('classStatistics.titleLoading')}
      </PageHeading>
      <p className="lead">{t('classStatistics.lead')}</p>
      <ExplanationBox target="lerngruppen" />
      {!isNotFound && (
        <RadioGroup className="class-statistics__window" orientation="horizontal" value={String(days)} onChange={chooseWindow}>
          <Label className="field__label">{t('classStatistics.window.label')}</Label>
          <div className="class-statistics__options">
            {CLASS_STATISTICS_WINDOWS.map((option) => (
              <Radio key={option} value={String(option)} className="class-statistics__option">
                <span className="class-statistics__dot" aria-hidden="true" />
                {t('classStatistics.window.option', { count: option })}
              </Radio>
            ))}
          </div>
        </RadioGroup>
      )}
      <p role="status" className="class-statistics__status">
        {isPending && !error ? t('classStatistics.loading') : isFetching && isPlaceholderData ? t('classStatistics.updating') : ''}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {isNotFound ? t('classStatistics.notFound') : t('classStatistics.error', { message: formatStoreError(error) })}
        </p>
      )}
      {data && !error && <Figures statistics={data} isStale={isPlaceholderData} />}
      {!isNotFound && (
        <p>
          <ClassInternshipsLink classUuid={classUuid} />
        </p>
      )}
      <p>
        <Link to={PATHS.dashboard}>{t('classStatistics.back')}</Link>
      </p>
    </div>
  );
}

function Figures({ statistics, isStale }: { statistics: ClassStatistics; isStale: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { figures } = statistics;

  return (
    <section className="class-statistics__figures" aria-labelledby={headingId} aria-busy={isStale} data-days={statistics.days}>
      <h2 id={headingId}>{t('classStatistics.figuresTitle', { days: statistics.days })}</h2>
      <p className="hint">{t('classStatistics.range', { since: formatDate(statistics.since), until: formatDate(statistics.computed_at) })}</p>
      <dl className="class-statistics__list">
        {CLASS_STATISTICS_FIGURES.map((figure) => (
          <div key={figure} className="class-statistics__figure" data-figure={figure}>
            <dt>{t(`classStatistics.figure.${figure}`)}</dt>
            <dd>
              {figure === 'active_students'
                ? t('classStatistics.activeOf', {
                    active: figures.active_students.toLocaleString('de-DE'),
                    total: figures.students.toLocaleString('de-DE'),
                  })
                : figures[figure].toLocaleString('de-DE')}
            </dd>
          </div>
        ))}
      </dl>
      <p className="hint">{t('classStatistics.explanation.active_students')}</p>
      <p className="hint">{t('classStatistics.explanation.privacy')}</p>
    </section>
  );
}
