import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyStation, TaskStatus } from '@berufswahl/contracts';
import { ErrorBoundary } from '../../../components/ui/error-boundary';
import { PageHeading } from '../../../components/ui/page-heading';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { formatStoreError } from '../../../lib/api-client';
import { addTexts } from '../../../lib/i18n';
import texts from '../../../locales/de-mein-weg.json';
import simpleTexts from '../../../locales/de-mein-weg.leicht.json';
import { useMyCareerOrientation, useMyStations } from './api/get-my-stations';
import { MEIN_WEG_PATHS } from './mein-weg-paths';
import { ProgressMeter } from './progress-meter';
import { textOf, useSimpleLanguage } from './simple-language';
import './mein-weg.css';

addTexts(texts, simpleTexts);

// The stations that look back on the internship link to the student's placements (issue 16); the
// placements' code loads only with them.
const InternshipStationLinks = lazy(() =>
  import('../internships/student/internship-station-links').then((module) => ({ default: module.InternshipStationLinks })),
);
const STATIONS_WITH_INTERNSHIP_LINKS: ReadonlySet<string> = new Set(['praktikum-auswerten', 'praxis-erleben']);

/** Mein Weg (spec 1): the student's path, station by station, the class's active station highlighted. */
export function MeinWegScreen() {
  const { t } = useTranslation();
  const isSimple = useSimpleLanguage();
  const path = useMyCareerOrientation();
  const stations = useMyStations();
  const error = path.error ?? stations.error;

  const active = stations.data?.items.find((station) => station.is_active);

  return (
    <div className="page mein-weg">
      <PageHeading pageName={t('meinWeg.pageName')}>{path.data ? textOf(path.data, 'title', isSimple) : t('meinWeg.pageName')}</PageHeading>
      {/* Above the path's own texts: they arrive with its data and would push the box (and the page) down. */}
      <ExplanationBox target="mein-weg" />
      {error && (
        <p className="mein-weg__error" role="alert">
          {t('meinWeg.loadError', { error: formatStoreError(error) })}
        </p>
      )}
      {(path.isPending || stations.isPending) && !error && <p role="status">{t('meinWeg.loading')}</p>}
      {path.data && (
        <>
          <p className="lead">{textOf(path.data, 'description', isSimple)}</p>
          <ProgressMeter
            label={t('meinWeg.progress.path')}
            done={path.data.progress.done}
            total={path.data.progress.total}
            valueText={t('meinWeg.progress.value', { done: path.data.progress.done, total: path.data.progress.total })}
          />
        </>
      )}
      {stations.data && (
        <>
          <p className="mein-weg__active-note">
            {active
              ? t('meinWeg.activeNote', { position: active.position, title: textOf(active, 'title', isSimple) })
              : t('meinWeg.noActiveStation')}
          </p>
          <ol className="station-list">
            {stations.data.items.map((station) => (
              <StationCard key={station.uuid} station={station} isSimple={isSimple} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

const STATUS_CLASS: Record<TaskStatus, string> = { open: 'task-status--open', started: 'task-status--started', done: 'task-status--done' };

function StationCard({ station, isSimple }: { station: MyStation; isSimple: boolean }) {
  const { t } = useTranslation();
  const headingId = `station-${station.uuid}`;
  return (
    <li
      className={`station-card${station.is_active ? ' station-card--active' : ''}`}
      aria-labelledby={headingId}
      aria-current={station.is_active ? 'step' : undefined}
      data-station-key={station.key}
    >
      <div className="station-card__head">
        <h2 id={headingId} className="station-card__title">
          <span className="station-card__position">{t('meinWeg.station.position', { position: station.position })}</span>{' '}
          {textOf(station, 'title', isSimple)}
        </h2>
        {station.is_active && <span className="badge badge--active">{t('meinWeg.station.active')}</span>}
      </div>
      <p>{textOf(station, 'description', isSimple)}</p>
      <ProgressMeter
        label={t('meinWeg.progress.station', { title: textOf(station, 'title', isSimple) })}
        done={station.progress.done}
        total={station.progress.total}
        valueText={t('meinWeg.progress.value', { done: station.progress.done, total: station.progress.total })}
      />
      {STATIONS_WITH_INTERNSHIP_LINKS.has(station.key) && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <InternshipStationLinks />
          </Suspense>
        </ErrorBoundary>
      )}
      <ul className="task-list">
        {station.tasks.map(({ task, status }) => (
          <li key={task.uuid} className="task-list__item">
            <Link to={MEIN_WEG_PATHS.task(task.uuid)} className="task-list__link">
              {textOf(task, 'title', isSimple)}
            </Link>
            <span className="task-list__kind">{t(`meinWeg.kind.${task.kind}`)}</span>
            <span className={`task-status ${STATUS_CLASS[status]}`}>{t(`meinWeg.status.${status}`)}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}
