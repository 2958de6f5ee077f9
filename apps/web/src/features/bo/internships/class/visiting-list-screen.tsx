import { useId } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../../../../components/ui/page-heading';
import { formatStoreError } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import { INTERNSHIP_PATHS } from '../internship-paths';
import { useClassInternships } from '../api/class-internships';
import { visitingEntries } from './class-overview-logic';
import { formatDay } from './staff-texts';
import './internships-staff.css';

/**
 * The printable visiting list of a learning group (issue 16): the confirmed placements by first
 * day with company, address, supervisor and dates, for the teachers' visits. "Drucken" prints
 * the list alone (print CSS hides the app around it).
 */
export function VisitingListScreen() {
  const { t } = useTranslation();
  const { classUuid = '' } = useParams();
  const tableHeadingId = useId();
  const { data, error, isPending } = useClassInternships(classUuid);
  const className = data?.class.name ?? null;
  const isNotFound = error instanceof ApiError && error.status === 404;
  const entries = data ? visitingEntries(data) : [];

  return (
    <div className="page visiting-list">
      <PageHeading pageName={className ? t('internshipsStaff.visiting.pageName', { className }) : t('internshipsStaff.visiting.pageNameLoading')}>
        {className ? t('internshipsStaff.visiting.title', { className }) : t('internshipsStaff.visiting.titleLoading')}
      </PageHeading>
      <p className="lead">{t('internshipsStaff.visiting.lead')}</p>
      <p role="status" className="visiting-list__no-print">
        {isPending && !error ? t('internshipsStaff.class.loading') : ''}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {isNotFound ? t('internshipsStaff.class.notFound') : t('internshipsStaff.class.error', { message: formatStoreError(error) })}
        </p>
      )}
      {data &&
        (entries.length === 0 ? (
          <p>{t('internshipsStaff.visiting.empty')}</p>
        ) : (
          <>
            <p className="visiting-list__no-print">
              <Button className="button" onPress={() => window.print()}>
                {t('internshipsStaff.visiting.print')}
              </Button>
            </p>
            <h2 id={tableHeadingId}>{t('internshipsStaff.visiting.tableTitle')}</h2>
            <div className="internship-staff__table-wrap" role="region" aria-labelledby={tableHeadingId} tabIndex={0}>
              <table className="internship-staff__table" data-testid="visiting-list">
                <thead>
                  <tr>
                    <th scope="col">{t('internshipsStaff.visiting.column.dates')}</th>
                    <th scope="col">{t('internshipsStaff.visiting.column.student')}</th>
                    <th scope="col">{t('internshipsStaff.visiting.column.company')}</th>
                    <th scope="col">{t('internshipsStaff.visiting.column.supervisor')}</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((internship) => (
                    <tr key={internship.uuid}>
                      <td>{t('internshipsStaff.class.dates', { start: formatDay(internship.start_date), end: formatDay(internship.end_date) })}</td>
                      <th scope="row">
                        {internship.student.first_name} {internship.student.last_name}
                      </th>
                      <td>
                        <strong>{internship.company_name}</strong>
                        <br />
                        {internship.street}
                        <br />
                        {internship.postcode} {internship.city}
                      </td>
                      <td>
                        {internship.supervisor_name}
                        {internship.supervisor_phone && (
                          <>
                            <br />
                            {t('internshipsStaff.visiting.phone', { phone: internship.supervisor_phone })}
                          </>
                        )}
                        <br />
                        {t('internshipsStaff.visiting.email', { email: internship.supervisor_email })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ))}
      <p className="visiting-list__no-print">
        <Link to={INTERNSHIP_PATHS.ofClass(classUuid)}>{t('internshipsStaff.visiting.back')}</Link>
      </p>
    </div>
  );
}
