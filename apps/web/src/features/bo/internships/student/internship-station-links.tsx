import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../lib/format';
import { addTexts } from '../../../../lib/i18n';
import internshipsTexts from '../../../../locales/de-internships.json';
import simpleInternshipsTexts from '../../../../locales/de-internships.leicht.json';
import { useMyInternships } from '../api/placements';
import { INTERNSHIP_PATHS } from '../internship-paths';
import { placementsToEvaluate } from './internship-station-logic';

addTexts(internshipsTexts, simpleInternshipsTexts);

/**
 * Inside the Mein-Weg station that evaluates the internship ("Praktikum auswerten", issue 16): the
 * student's placements with their reports and feedback, one link each, so the evaluation tasks
 * are answered with the diary at hand. Without a placement to look back on, a link to record one.
 * A failed load shows nothing: the station's tasks work without it.
 */
export function InternshipStationLinks() {
  const { t } = useTranslation();
  const internships = useMyInternships();
  if (!internships.data) return null;
  const placements = placementsToEvaluate(internships.data.items);

  return (
    <nav className="station-card__internships" aria-label={t('internships.student.station.label')}>
      {placements.length === 0 ? (
        <p>
          {t('internships.student.station.none')} <Link to={INTERNSHIP_PATHS.mine}>{t('internships.student.station.record')}</Link>
        </p>
      ) : (
        <ul>
          {placements.map((placement) => (
            <li key={placement.uuid}>
              <Link to={INTERNSHIP_PATHS.one(placement.uuid)}>
                {t('internships.student.station.link', {
                  company: placement.company_name,
                  start: formatDate(placement.start_date),
                  end: formatDate(placement.end_date),
                })}
              </Link>{' '}
              <span className="station-card__internship-reports">{t('internships.student.station.reports', { count: placement.report_count })}</span>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
