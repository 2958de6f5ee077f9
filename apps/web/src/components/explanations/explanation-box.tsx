import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExplanationTarget } from '@berufswahl/contracts';
import { ErrorBoundary } from '../ui/error-boundary';
import { useMe } from '../../lib/me/get-me';
import { useExplanation } from './api/get-explanation';

const ExplanationModal = lazy(() => import('./explanation-modal').then((module) => ({ default: module.ExplanationModal })));

/**
 * An explanation box (spec 2, "Modals and shared dialogs"): the teaser and a "mehr" button that
 * opens the whole explanation in a modal. Leichte Sprache uses `teaser_el`/`content_el`. When the
 * explanation cannot be loaded, nothing is shown. Which screen shows which target is
 * `EXPLANATION_TARGET_OF_ROUTE` in the contracts (decision 140).
 */
export function ExplanationBox({ target }: { target: ExplanationTarget }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { data: explanation, isPending } = useExplanation(target);
  const [isOpen, setIsOpen] = useState(false);
  const titleId = useId();
  // While the text loads, the box's frame keeps its place, so the screen below it does not jump
  // down when the text arrives (layout shift, issue 20). A target without an explanation (or one
  // that cannot be loaded) shows nothing.
  if (!explanation) return isPending ? <div className="explanation explanation--pending" aria-hidden="true" /> : null;

  const isSimple = me?.simple_language === true;
  const teaser = (isSimple && explanation.teaser_el) || explanation.teaser;
  const title = (isSimple && explanation.title_el) || explanation.title;
  return (
    <aside className="explanation" aria-labelledby={titleId} data-tour="explanation">
      {explanation.illustration && <img className="explanation__illustration" src={explanation.illustration} alt="" width="64" height="64" />}
      <div className="explanation__body">
        <p className="explanation__title" id={titleId}>
          {title}
        </p>
        <p className="explanation__teaser">{teaser}</p>
        <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => setIsOpen(true)}>
          {t('explanation.more')}
          <span className="visually-hidden"> {t('explanation.moreAbout', { title })}</span>
        </button>
      </div>
      {isOpen && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <ExplanationModal explanation={explanation} isSimple={isSimple} onClose={() => setIsOpen(false)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </aside>
  );
}
