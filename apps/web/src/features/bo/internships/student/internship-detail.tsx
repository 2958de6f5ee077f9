import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Internship } from '@berufswahl/contracts';
import { formatDate } from '../../../../lib/format';
import type { InternshipFormField } from './internship-form-logic';
import { InternshipStateBadge } from './internship-state-badge';

interface InternshipDetailProps {
  internship: Internship;
  /**
   * What belongs below the placement's fields – the place of the reports timeline
   * (`features/bo/internships/reports/`), which the detail screen passes in.
   */
  children?: ReactNode;
}

/** One fact of the placement: its term and its value, or "nicht angegeben". */
function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="internship-detail__fact">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * Everything about one placement (issue 16), in the student's words: state, the teacher's comment,
 * the period warning, the company, the supervisor, the dates and the goals. `children` is the slot
 * for what follows it on the page (the reports).
 */
export function InternshipDetail({ internship, children }: InternshipDetailProps) {
  const { t } = useTranslation();
  const ids = { company: useId(), supervisor: useId(), period: useId(), goals: useId() };
  const notGiven = <span className="hint">{t('internships.student.detail.notGiven')}</span>;
  const label = (field: InternshipFormField) => t(`internships.student.form.${field}`);

  return (
    <div className="internship-detail">
      <p className="internship-detail__state">
        {t('internships.student.list.state')} <InternshipStateBadge state={internship.state} />
        {internship.submitted_at && <span className="hint"> · {t('internships.student.detail.submittedOn', { date: formatDate(internship.submitted_at) })}</span>}
        {internship.reviewed_at && <span className="hint"> · {t('internships.student.detail.reviewedOn', { date: formatDate(internship.reviewed_at) })}</span>}
      </p>
      {internship.review_comment && (
        <div className="notice">
          <p className="notice__title">{t('internships.student.list.reviewComment')}</p>
          <p className="internship-detail__comment">{internship.review_comment}</p>
        </div>
      )}
      {internship.outside_period && (
        <div className="notice">
          <p>{t('internships.student.outsidePeriod')}</p>
        </div>
      )}
      <section aria-labelledby={ids.company}>
        <h2 id={ids.company}>{t('internships.student.detail.companyHeading')}</h2>
        <dl className="internship-detail__facts">
          <Fact term={label('company_name')} value={internship.company_name} />
          <Fact term={label('street')} value={internship.street} />
          <Fact term={`${label('postcode')}, ${label('city')}`} value={`${internship.postcode} ${internship.city}`} />
          <Fact term={label('field_of_work')} value={internship.field_of_work.name} />
        </dl>
      </section>
      <section aria-labelledby={ids.supervisor}>
        <h2 id={ids.supervisor}>{t('internships.student.detail.supervisorHeading')}</h2>
        <dl className="internship-detail__facts">
          <Fact term={label('supervisor_name')} value={internship.supervisor_name} />
          <Fact term={label('supervisor_email')} value={internship.supervisor_email} />
          <Fact term={label('supervisor_phone')} value={internship.supervisor_phone ?? notGiven} />
        </dl>
      </section>
      <section aria-labelledby={ids.period}>
        <h2 id={ids.period}>{t('internships.student.detail.periodHeading')}</h2>
        <dl className="internship-detail__facts">
          <Fact term={label('start_date')} value={formatDate(internship.start_date)} />
          <Fact term={label('end_date')} value={formatDate(internship.end_date)} />
          <Fact
            term={label('daily_hours')}
            value={internship.daily_hours === null ? notGiven : t('internships.student.detail.hours', { hours: String(internship.daily_hours).replace('.', ',') })}
          />
          <Fact term={t('internships.student.detail.reportsLabel')} value={t('internships.student.detail.reports', { count: internship.report_count })} />
        </dl>
      </section>
      <section aria-labelledby={ids.goals}>
        <h2 id={ids.goals}>{t('internships.student.detail.goalsHeading')}</h2>
        <p className="internship-detail__expectations">{internship.expectations ?? notGiven}</p>
      </section>
      {children}
    </div>
  );
}
