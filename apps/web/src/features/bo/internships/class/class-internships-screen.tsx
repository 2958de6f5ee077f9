import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ClassInternships, Internship } from '@berufswahl/contracts';
import { ActionOutcomeLine, useActionOutcome } from '../../../../components/ui/action-outcome';
import { PageHeading } from '../../../../components/ui/page-heading';
import { formatStoreError } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import { PATHS } from '../../../../lib/route-paths';
import { INTERNSHIP_PATHS } from '../internship-paths';
import { StudentAssessmentLink } from '../../assessments/assessment-links';
import { useClassInternships, useRemindClass } from '../api/class-internships';
import { canRequestFeedback } from '../feedback/feedback-section-logic';
import { overviewRows, studentsWithoutPlacement } from './class-overview-logic';
import { ReviewDialog } from './review-dialog';
import { PLACEMENT_PARAM, StaffPlacementPanel } from './staff-placement-panel';
import { formatDay } from './staff-texts';
import './internships-staff.css';

/**
 * The internships of one learning group (issue 16) for its teachers and the school coordinator:
 * every student with the state of their placements ("noch kein Praktikum" for none), the review of
 * submitted ones, a reminder to those without, and the way to the printable visiting list. Sie.
 */
export function ClassInternshipsScreen() {
  const { t } = useTranslation();
  const { classUuid = '' } = useParams();
  const { data, error, isPending } = useClassInternships(classUuid);
  const className = data?.class.name ?? null;
  const isNotFound = error instanceof ApiError && error.status === 404;

  return (
    <div className="page internship-staff">
      <PageHeading pageName={className ? t('internshipsStaff.class.pageName', { className }) : t('internshipsStaff.class.pageNameLoading')}>
        {className ? t('internshipsStaff.class.title', { className }) : t('internshipsStaff.class.titleLoading')}
      </PageHeading>
      <p className="lead">{t('internshipsStaff.class.lead')}</p>
      <p role="status">{isPending && !error ? t('internshipsStaff.class.loading') : ''}</p>
      {error && (
        <p className="form-error" role="alert">
          {isNotFound ? t('internshipsStaff.class.notFound') : t('internshipsStaff.class.error', { message: formatStoreError(error) })}
        </p>
      )}
      {data && <Overview overview={data} />}
      <p>
        <Link to={PATHS.dashboard}>{t('internshipsStaff.class.back')}</Link>
      </p>
    </div>
  );
}

function Overview({ overview }: { overview: ClassInternships }) {
  const { t } = useTranslation();
  const tableHeadingId = useId();
  const { outcome, done, clear } = useActionOutcome();
  const [reviewing, setReviewing] = useState<Internship | null>(null);
  const [searchParams] = useSearchParams();
  const rows = overviewRows(overview);
  // A confirmed placement opened from the table (`?praktikum=<uuid>`): its reports and the company's feedback.
  const openedRow = rows.find((row) => row.internship !== null && row.internship.uuid === searchParams.get(PLACEMENT_PARAM));
  const withPlacement = overview.students.length - studentsWithoutPlacement(overview).length;

  return (
    <>
      <Periods overview={overview} />
      <Reminder overview={overview} />
      <p>
        <Link className="button button--secondary" to={INTERNSHIP_PATHS.visitingList(overview.class.uuid)}>
          {t('internshipsStaff.class.visitingListLink')}
        </Link>
      </p>
      <section aria-labelledby={tableHeadingId}>
        <h2 id={tableHeadingId}>{t('internshipsStaff.class.tableTitle')}</h2>
        {overview.students.length === 0 ? (
          <p>{t('internshipsStaff.class.empty')}</p>
        ) : (
          <>
            <p>{t('internshipsStaff.class.summary', { withPlacement, total: overview.students.length })}</p>
            <ActionOutcomeLine outcome={outcome} />
            <div className="internship-staff__table-wrap" role="region" aria-labelledby={tableHeadingId} tabIndex={0}>
              <table className="internship-staff__table" data-testid="class-internships">
                <thead>
                  <tr>
                    <th scope="col">{t('internshipsStaff.class.column.student')}</th>
                    <th scope="col">{t('internshipsStaff.class.column.state')}</th>
                    <th scope="col">{t('internshipsStaff.class.column.company')}</th>
                    <th scope="col">{t('internshipsStaff.class.column.dates')}</th>
                    <th scope="col">{t('internshipsStaff.class.column.action')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map(({ key, student, internship }) => {
                    const name = `${student.first_name} ${student.last_name}`;
                    return (
                      <tr key={key} data-state={internship?.state ?? 'none'}>
                        <th scope="row">{name}</th>
                        <td>
                          <span className={`internship-staff__state internship-staff__state--${internship?.state ?? 'none'}`}>
                            {t(`internshipsStaff.state.${internship?.state ?? 'none'}`)}
                          </span>
                          {internship?.state === 'returned' && internship.review_comment && <p className="hint internship-staff__comment">{internship.review_comment}</p>}
                        </td>
                        <td>{internship?.company_name ?? ''}</td>
                        <td>
                          {internship && t('internshipsStaff.class.dates', { start: formatDay(internship.start_date), end: formatDay(internship.end_date) })}
                          {internship?.outside_period && <p className="internship-staff__warning">{t('internshipsStaff.class.outsidePeriod')}</p>}
                        </td>
                        <td>
                          {internship?.state === 'submitted' ? (
                            <Button
                              className="button button--secondary"
                              aria-label={t('internshipsStaff.class.reviewButtonLabel', { name, company: internship.company_name })}
                              onPress={() => {
                                clear();
                                setReviewing(internship);
                              }}
                            >
                              {t('internshipsStaff.class.reviewButton')}
                            </Button>
                          ) : internship && canRequestFeedback(internship.state) ? (
                            <Link
                              className="button button--secondary"
                              to={{ search: `?${PLACEMENT_PARAM}=${encodeURIComponent(internship.uuid)}` }}
                              aria-label={t('internshipFeedback.staff.openLabel', { name, company: internship.company_name })}
                            >
                              {t('internshipFeedback.staff.open')}
                            </Link>
                          ) : (
                            <span aria-hidden="true">{t('internshipsStaff.class.noAction')}</span>
                          )}
                          {/* Rating the student (So sehen mich andere): once per student, in their first row. */}
                          {(internship === null || internship.uuid === student.internships[0]?.uuid) && (
                            <p className="internship-staff__assessment-link">
                              <StudentAssessmentLink classUuid={overview.class.uuid} studentUuid={student.uuid} studentName={name} />
                            </p>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
      {openedRow?.internship && <StaffPlacementPanel key={openedRow.internship.uuid} internship={openedRow.internship} />}
      {reviewing && (
        <ReviewDialog
          internship={reviewing}
          onClose={() => setReviewing(null)}
          onDone={(text) => {
            setReviewing(null);
            done(text);
          }}
        />
      )}
    </>
  );
}

function Periods({ overview }: { overview: ClassInternships }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="internship-staff__periods">
      <h2 id={headingId}>{t('internshipsStaff.class.periodsTitle', { grade: overview.class.grade })}</h2>
      {overview.periods.length === 0 ? (
        <p>{t('internshipsStaff.class.periodsNone')}</p>
      ) : (
        <ul>
          {overview.periods.map((period) => {
            const dates = { start: formatDay(period.start_date), end: formatDay(period.end_date) };
            return (
              <li key={period.uuid}>
                {period.label ? t('internshipsStaff.class.period', { label: period.label, ...dates }) : t('internshipsStaff.class.periodWithoutLabel', dates)}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Reminder({ overview }: { overview: ClassInternships }) {
  const { t } = useTranslation();
  const headingId = useId();
  const remind = useRemindClass(overview.class.uuid);
  const { outcome, done, failed, clear } = useActionOutcome();
  const missing = studentsWithoutPlacement(overview).length;

  const send = () => {
    clear();
    remind.mutate(undefined, {
      onSuccess: ({ notified }) =>
        done(notified === 0 ? t('internshipsStaff.class.remindedNobody') : t('internshipsStaff.class.reminded', { count: notified })),
      onError: (error) => failed(t('internshipsStaff.class.remindFailed', { message: formatStoreError(error) })),
    });
  };

  return (
    <section aria-labelledby={headingId} className="internship-staff__reminder">
      <h2 id={headingId}>{t('internshipsStaff.class.remindTitle')}</h2>
      <p>{missing === 0 ? t('internshipsStaff.class.remindNobody') : t('internshipsStaff.class.remindText', { count: missing })}</p>
      {missing > 0 && (
        <Button className="button button--secondary" onPress={send} isDisabled={remind.isPending}>
          {remind.isPending ? t('internshipsStaff.class.remindSending') : t('internshipsStaff.class.remindButton')}
        </Button>
      )}
      <ActionOutcomeLine outcome={outcome} />
    </section>
  );
}
