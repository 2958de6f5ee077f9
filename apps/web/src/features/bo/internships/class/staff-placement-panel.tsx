import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Internship } from '@berufswahl/contracts';
import { InternshipFeedbackSection } from '../feedback/internship-feedback-section';
import { InternshipReportsSection } from '../reports/internship-reports-section';
import { formatDay } from './staff-texts';

/** The search parameter of the class overview that opens one placement below the table. */
export const PLACEMENT_PARAM = 'praktikum';

/**
 * One confirmed placement of the class, for its teachers and the coordinator (issue 16): the
 * student's reports (read only) and the company's feedback with its release. Opened below the
 * overview through `?praktikum=<uuid>` rather than a route of its own: the address can be shared
 * and the back button closes it, and the router on every first screen stays as it is (decision
 * 008's budget). Sie.
 */
export function StaffPlacementPanel({ internship }: { internship: Internship }) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const name = `${internship.student.first_name} ${internship.student.last_name}`;

  // Opened from a link in the table: the panel is where the reader is now.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <section className="internship-staff__placement" aria-labelledby={headingId} data-testid="staff-placement">
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('internshipFeedback.staff.panelTitle', { name, company: internship.company_name })}
      </h2>
      <p>
        {t('internshipsStaff.class.dates', { start: formatDay(internship.start_date), end: formatDay(internship.end_date) })} ·{' '}
        {t('internshipFeedback.staff.supervisor', { name: internship.supervisor_name, email: internship.supervisor_email })}
      </p>
      <p>
        <Link to={{ search: '' }}>{t('internshipFeedback.staff.close')}</Link>
      </p>
      <InternshipReportsSection internship={internship} isStudent={false} />
      <InternshipFeedbackSection internship={internship} viewer="staff" />
    </section>
  );
}
