import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { PageHeading } from '../../../components/ui/page-heading';
import { formatStoreError } from '../../../lib/api-client';
import { addTexts } from '../../../lib/i18n';
import assessmentTexts from '../../../locales/de-assessments.json';
import simpleAssessmentTexts from '../../../locales/de-assessments.leicht.json';
import { useSimpleLanguage } from './simple-text';
import { useMyAssessment } from './api/my-assessment';
import { ComparisonChart } from './comparison-chart';
import { hasOtherRatings } from './comparison-logic';
import { ComparisonTable } from './comparison-table';
import { ParentLinksSection } from './parent-links-section';
import { SelfRatingForm } from './self-rating-form';
import { SharingSection } from './sharing-section';
import './assessments.css';

addTexts(assessmentTexts, simpleAssessmentTexts);

/**
 * "So sehen mich andere" (issue 16, decision 230): the student rates themselves on the competence
 * items, compares that with the means of their teachers, internship supervisors and parents (chart
 * and table), reflects where they differ, asks their parents through a link, and decides what the
 * teachers see. Du; Leichte Sprache takes the items' `_el` texts.
 */
export function AssessmentScreen() {
  const { t } = useTranslation();
  const isSimple = useSimpleLanguage();
  const { data: overview, error, isPending } = useMyAssessment();
  const comparisonHeadingId = useId();

  return (
    <div className="page assessments">
      <PageHeading pageName={t('assessments.pageName')}>{t('assessments.title')}</PageHeading>
      <p className="lead">{t('assessments.lead')}</p>
      <ExplanationBox target="so-sehen-mich-andere" />
      <p role="status">{isPending && !error ? t('assessments.loading') : ''}</p>
      {error && (
        <p className="form-error" role="alert">
          {t('assessments.loadError', { error: formatStoreError(error) })}
        </p>
      )}
      {overview && (
        <>
          {overview.waiting_for_release > 0 && (
            <p className="notice" data-testid="waiting-for-release">
              {t('assessments.waitingForRelease', { count: overview.waiting_for_release })}
            </p>
          )}
          <SelfRatingForm items={overview.items} isSimple={isSimple} />

          <section aria-labelledby={comparisonHeadingId} className="assessment-section">
            <h2 id={comparisonHeadingId}>{t('assessments.comparison.heading')}</h2>
            <p>{t('assessments.comparison.intro')}</p>
            {!hasOtherRatings(overview) && <p className="notice">{t('assessments.comparison.noOthers')}</p>}
            <ComparisonChart overview={overview} isSimple={isSimple} />
            <ComparisonTable items={overview.items} isSimple={isSimple} />
          </section>

          <ParentLinksSection links={overview.parent_links} isSimple={isSimple} />
          <SharingSection visibleSources={overview.teacher_visible_sources} />
        </>
      )}
    </div>
  );
}
