import { useId, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { COMPETENCE_GROUPS, type StudentAssessment } from '@berufswahl/contracts/bo/assessments';
import { FEEDBACK_LIMITS } from '@berufswahl/contracts/bo/feedback';
import { ActionOutcomeLine, useActionOutcome } from '../../../components/ui/action-outcome';
import { PageHeading } from '../../../components/ui/page-heading';
import { formatStoreError } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { addTexts } from '../../../lib/i18n';
import staffTexts from '../../../locales/de-assessments-staff.json';
import { INTERNSHIP_PATHS } from '../internships/internship-paths';
import { useRateStudent, useStudentAssessment } from './api/student-assessment';
import { RatingScale, type RatingScaleTexts } from './rating-scale';
import { ratingOfChoice } from './self-rating-logic';
import { sharedCell, teacherChoiceOf, teacherRatingsBody, type SharedCell, type TeacherDraft } from './teacher-rating-logic';
import './assessments.css';

// Staff speak Sie and have no Leichte-Sprache overlay: Leichte Sprache is the students' setting (CONTENT.md).
addTexts(staffTexts);

/**
 * A teacher's view of one student's "So sehen mich andere" (issue 16): the teacher's own rating of
 * every item ("kann ich nicht beurteilen" allowed), and beside it what the student shares – their
 * own rating, their parents' – and the supervisors' means. Sie.
 */
export function TeacherAssessmentScreen() {
  const { t } = useTranslation();
  const { classUuid = '', studentUuid = '' } = useParams();
  const { data, error, isPending } = useStudentAssessment(studentUuid);
  const name = data ? `${data.student.first_name} ${data.student.last_name}` : null;
  const isNotFound = error instanceof ApiError && (error.status === 404 || error.status === 403);

  return (
    <div className="page assessments">
      <PageHeading pageName={name ? t('assessmentsStaff.pageName', { name }) : t('assessmentsStaff.pageNameLoading')}>
        {name ? t('assessmentsStaff.title', { name }) : t('assessmentsStaff.titleLoading')}
      </PageHeading>
      <p className="lead">{t('assessmentsStaff.lead')}</p>
      <p role="status">{isPending && !error ? t('assessmentsStaff.loading') : ''}</p>
      {error && (
        <p className="form-error" role="alert">
          {isNotFound ? t('assessmentsStaff.notFound') : t('assessmentsStaff.error', { message: formatStoreError(error) })}
        </p>
      )}
      {data && (
        <>
          <TeacherRatingForm assessment={data} />
          <SharedComparison assessment={data} />
        </>
      )}
      <p>
        <Link to={INTERNSHIP_PATHS.ofClass(classUuid)}>{t('assessmentsStaff.back')}</Link>
      </p>
    </div>
  );
}

function TeacherRatingForm({ assessment }: { assessment: StudentAssessment }) {
  const { t } = useTranslation();
  const headingId = useId();
  const rate = useRateStudent(assessment.student.uuid);
  const [draft, setDraft] = useState<TeacherDraft>({});
  const { outcome, done, failed, clear } = useActionOutcome();

  const scaleTexts: RatingScaleTexts = {
    option: (value) =>
      value === FEEDBACK_LIMITS.ratingMin
        ? t('assessmentsStaff.form.optionMin', { value })
        : value === FEEDBACK_LIMITS.ratingMax
          ? t('assessmentsStaff.form.optionMax', { value })
          : t('assessmentsStaff.form.option', { value }),
    unknown: t('assessmentsStaff.form.unknown'),
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clear();
    rate.mutate(teacherRatingsBody(assessment.items, draft), {
      // The answer holds every choice; a "kann ich nicht beurteilen" stays shown as chosen.
      onSuccess: () => done(t('assessmentsStaff.form.saved')),
      onError: (error) => failed(t('assessmentsStaff.form.saveFailed', { message: formatStoreError(error) })),
    });
  };

  return (
    <section aria-labelledby={headingId} className="assessment-section">
      <h2 id={headingId}>{t('assessmentsStaff.form.heading')}</h2>
      <p>{t('assessmentsStaff.form.intro')}</p>
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        {COMPETENCE_GROUPS.map((group) => {
          const groupItems = assessment.items.filter((item) => item.group === group);
          if (groupItems.length === 0) return null;
          return (
            <fieldset key={group} className="rating-group">
              <legend className="rating-group__legend">{t(`assessmentsStaff.groups.${group}`)}</legend>
              {groupItems.map((item) => (
                <RatingScale
                  key={item.key}
                  name={item.name}
                  statement={item.text}
                  value={teacherChoiceOf(item, draft)}
                  onChange={(choice) => setDraft((current) => ({ ...current, [item.key]: ratingOfChoice(choice) }))}
                  texts={scaleTexts}
                />
              ))}
            </fieldset>
          );
        })}
        <div className="assessment-actions">
          <Button type="submit" className="button" isPending={rate.isPending}>
            {rate.isPending ? t('assessmentsStaff.form.saving') : t('assessmentsStaff.form.save')}
          </Button>
        </div>
        <ActionOutcomeLine outcome={outcome} />
      </form>
    </section>
  );
}

const SHARED_COLUMNS = ['self', 'parent', 'supervisor'] as const;

function SharedComparison({ assessment }: { assessment: StudentAssessment }) {
  const { t } = useTranslation();
  const headingId = useId();
  const captionId = useId();
  const cellText = (cell: SharedCell) =>
    cell.kind === 'value' ? cell.text : cell.kind === 'notShared' ? t('assessmentsStaff.shared.notShared') : t('assessmentsStaff.shared.none');

  return (
    <section aria-labelledby={headingId} className="assessment-section">
      <h2 id={headingId}>{t('assessmentsStaff.shared.heading')}</h2>
      <p>{t('assessmentsStaff.shared.intro')}</p>
      {assessment.shared_sources.length === 0 && <p className="notice">{t('assessmentsStaff.shared.sharesNothing')}</p>}
      <div className="assessment-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="assessment-table" data-testid="student-assessment-table">
          <caption id={captionId}>{t('assessmentsStaff.shared.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('assessmentsStaff.shared.columns.item')}</th>
              <th scope="col">{t('assessmentsStaff.shared.columns.mine')}</th>
              {SHARED_COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {t(`assessmentsStaff.shared.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {assessment.items.map((item) => (
              <tr key={item.key} data-item={item.key}>
                <th scope="row">{item.name}</th>
                <td data-source="mine" className={item.mine === null ? 'assessment-table__none' : undefined}>
                  {item.mine === null ? t('assessmentsStaff.shared.none') : String(item.mine)}
                </td>
                {SHARED_COLUMNS.map((column) => {
                  const cell = sharedCell(item[column], column, assessment.shared_sources);
                  return (
                    <td key={column} data-source={column} className={cell.kind === 'value' ? undefined : 'assessment-table__none'}>
                      {cellText(cell)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
