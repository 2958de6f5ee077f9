import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../../../../components/ui/page-heading';
import { formatStoreError, isApiError } from '../../../../lib/api-client';
import { addTexts } from '../../../../lib/i18n';
import { INTERNSHIP_PATHS } from '../internship-paths';
import internshipsTexts from '../../../../locales/de-internships.json';
import simpleInternshipsTexts from '../../../../locales/de-internships.leicht.json';
import { useInternship } from '../api/placements';
import { InternshipFeedbackSection } from '../feedback/internship-feedback-section';
import { InternshipReportsSection } from '../reports/internship-reports-section';
import { InternshipDetail } from './internship-detail';
import './internships.css';

addTexts(internshipsTexts, simpleInternshipsTexts);

/** One placement of the student (`/praktikum/:internshipUuid`, issue 16) with its reports and the company's feedback below the fields. */
export function InternshipDetailScreen() {
  const { t } = useTranslation();
  const { internshipUuid = '' } = useParams();
  const internship = useInternship(internshipUuid);
  const isMissing = internship.isError && isApiError(internship.error) && (internship.error.status === 404 || internship.error.status === 400);

  return (
    <div className="page internships">
      <p>
        <Link to={INTERNSHIP_PATHS.mine}>{t('internships.student.detail.back')}</Link>
      </p>
      <PageHeading pageName={t('internships.student.detail.pageName')}>
        {internship.data ? internship.data.company_name : t('internships.student.detail.pageName')}
      </PageHeading>
      {internship.isPending && <p role="status">{t('internships.student.loading')}</p>}
      {isMissing && <p role="alert">{t('internships.student.detail.notFound')}</p>}
      {internship.isError && !isMissing && (
        <p className="form-error" role="alert">
          {t('internships.student.loadError', { error: formatStoreError(internship.error) })}
        </p>
      )}
      {internship.data && (
        <InternshipDetail internship={internship.data}>
          <InternshipReportsSection internship={internship.data} isStudent />
          <InternshipFeedbackSection internship={internship.data} viewer="student" />
        </InternshipDetail>
      )}
    </div>
  );
}
