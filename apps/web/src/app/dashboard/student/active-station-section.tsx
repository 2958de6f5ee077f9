import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useActiveStations } from '../../../features/arcade/api/get-path-for-quests';

/** The active station of the student's class (from Mein Weg, `GET /api/bo/v1/stations/active`). */
export function ActiveStationSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data } = useActiveStations();
  const own = data?.items[0];
  return (
    <section className="card" aria-labelledby={headingId} data-testid="dashboard-active-station">
      <h2 id={headingId}>{t('studentDashboard.activeStation.title')}</h2>
      {data && !own && <p>{t('studentDashboard.activeStation.noClass')}</p>}
      {own && !own.station && <p>{t('studentDashboard.activeStation.none')}</p>}
      {own?.station && (
        <>
          <p>
            <strong>{own.station.title}</strong>
          </p>
          <p>{own.station.description}</p>
          {own.activated_date && <p>{t('studentDashboard.activeStation.since', { date: formatDate(own.activated_date) })}</p>}
        </>
      )}
      <p>
        <Link to="/mein-weg">{t('studentDashboard.activeStation.open')}</Link>
      </p>
    </section>
  );
}
