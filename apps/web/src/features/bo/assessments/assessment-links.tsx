import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addTexts } from '../../../lib/i18n';
import linkTexts from '../../../locales/de-assessments-links.json';
import simpleLinkTexts from '../../../locales/de-assessments-links.leicht.json';
import { ASSESSMENT_PATHS } from './assessment-paths';

// Only the link texts: the screens that show these links (Stärken, the internship's feedback, the
// class internships) should not load the whole comparison's texts.
addTexts(linkTexts, simpleLinkTexts);

/** To "So sehen mich andere", for the student's screens that touch the same ratings (Stärken, the internship's feedback). */
export function CompareAssessmentsLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link className={className} to={ASSESSMENT_PATHS.mine}>
      {t('assessmentsLinks.compare')}
    </Link>
  );
}

/** A teacher's way from a student's row (the class internships) to rating the student. The label names the student. */
export function StudentAssessmentLink({ classUuid, studentUuid, studentName }: { classUuid: string; studentUuid: string; studentName: string }) {
  const { t } = useTranslation();
  return (
    <Link to={ASSESSMENT_PATHS.ofStudent(classUuid, studentUuid)} aria-label={t('assessmentsLinks.studentLabel', { name: studentName })}>
      {t('assessmentsLinks.student')}
    </Link>
  );
}
