import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import {
  PORTFOLIO_KIND_LABELS,
  PORTFOLIO_LIMITS,
  portfolioItemKey,
  type PortfolioItemRef,
  type PortfolioViewItem,
} from '@berufswahl/contracts/bo/portfolio';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { ActionOutcomeLine, useActionOutcome } from '../../../components/ui/action-outcome';
import { useAnnounce } from '../../../components/ui/live-announcer';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { formatStoreError, isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { downloadPortfolioPdf } from './api/download-portfolio-pdf';
import { useMyPortfolio } from './api/get-my-portfolio';
import { usePortfolioCandidates } from './api/get-portfolio-candidates';
import { useSavePortfolio } from './api/save-portfolio';
import { addItem, draftView, groupByKind, isDraftChanged, liveRefs, moveItem, refOf, shortText, viewItemKey, type PortfolioDraft } from './portfolio-logic';
import { PortfolioPreview } from './portfolio-view';

// „Teilen“ (share links, decision 236): its own section and chunk, below the preview.
const ShareLinksSection = lazy(() => import('../share-links/share-links-section').then((module) => ({ default: module.ShareLinksSection })));

/** The focus target of the chosen list's heading (after a remove). */
const CHOSEN_HEADING = 'chosen-heading';

/**
 * Mein Portfolio (/portfolio, issue 18, decision 235): the student writes „Über mich“, picks items
 * from the candidates grouped by kind, orders them with buttons (each move announced), previews
 * the draft, saves and downloads the saved portfolio as PDF. Leaving with unsaved changes asks first.
 */
export function PortfolioScreen() {
  const { t } = useTranslation();
  const portfolio = useMyPortfolio();
  const candidates = usePortfolioCandidates();
  const savePortfolio = useSavePortfolio();
  const announce = useAnnounce();
  const { outcome, done, failed, clear } = useActionOutcome();
  // The student's changes; null while there are none (the editor then shows what is saved).
  const [edited, setEdited] = useState<PortfolioDraft | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  // Where the keyboard focus goes after an add or remove took away the pressed button.
  const focusTarget = useRef<string | null>(null);
  const focusIdPrefix = useId();
  const focusIdOf = (key: string) => `${focusIdPrefix}-${key}`;
  const profileId = useId();
  const profileHintId = useId();
  const counterId = useId();
  const chosenHeadingId = focusIdOf(CHOSEN_HEADING);
  const pickerHeadingId = useId();
  const previewHeadingId = useId();

  const candidateByKey = useMemo(() => new Map((candidates.data?.items ?? []).map((item) => [viewItemKey(item), item])), [candidates.data]);

  // The saved state as the editor starts from it: items gone since are dropped, as in the view.
  const saved = useMemo<PortfolioDraft | null>(
    () => (portfolio.data && candidates.data ? { profile: portfolio.data.profile, items: liveRefs(portfolio.data.items, candidateByKey) } : null),
    [portfolio.data, candidates.data, candidateByKey],
  );
  const draft = edited ?? saved;
  // After the render that took the pressed button away (no dependencies: it checks after every render).
  useEffect(() => {
    if (focusTarget.current === null) return;
    document.getElementById(focusIdOf(focusTarget.current))?.focus();
    focusTarget.current = null;
  });

  const isChanged = draft !== null && saved !== null && isDraftChanged(draft, saved);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isChanged && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!isChanged) return;
    // Closing the tab or reloading: the browser asks with its own words.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isChanged]);

  const titleOf = (item: PortfolioViewItem): string => {
    switch (item.kind) {
      case 'story':
        return t('portfolio.picker.storyTitle', { date: formatDate(item.created_date), text: shortText(item.text) });
      case 'answer':
        return item.task_title;
      case 'strengths':
        return t('portfolio.picker.strengthsTitle');
      case 'file':
        return item.file_name;
      case 'internship':
        return t('portfolio.picker.internshipTitle', { company: item.company_name, from: formatDate(item.starts_on), to: formatDate(item.ends_on) });
    }
  };
  const titleOfRef = (ref: PortfolioItemRef) => {
    const item = candidateByKey.get(portfolioItemKey(ref));
    return item ? titleOf(item) : PORTFOLIO_KIND_LABELS[ref.kind];
  };

  const isLoading = portfolio.isPending || candidates.isPending;
  const loadError = portfolio.error ?? candidates.error;
  const profileLength = draft?.profile.length ?? 0;
  const isProfileTooLong = profileLength > PORTFOLIO_LIMITS.profileMax;

  const setItems = (items: PortfolioItemRef[]) => {
    if (draft) setEdited({ ...draft, items });
  };

  const move = (index: number, step: -1 | 1) => {
    if (!draft) return;
    const items = moveItem(draft.items, index, step);
    const ref = draft.items[index];
    if (!ref) return;
    setItems(items);
    // At either end nothing moves; the place is announced all the same, so the press is not silent.
    const position = Math.min(Math.max(index + step, 0), items.length - 1) + 1;
    announce(t('portfolio.chosen.moved', { title: titleOfRef(ref), position, count: items.length }));
  };

  const remove = (index: number) => {
    if (!draft) return;
    const ref = draft.items[index];
    if (!ref) return;
    setItems(draft.items.filter((_, at) => at !== index));
    focusTarget.current = CHOSEN_HEADING;
    announce(t('portfolio.chosen.removed', { title: titleOfRef(ref) }));
  };

  const add = (item: PortfolioViewItem) => {
    if (!draft) return;
    const items = addItem(draft.items, refOf(item));
    if (!items) {
      failed(t('portfolio.chosen.full', { max: PORTFOLIO_LIMITS.itemsMax }));
      return;
    }
    clear();
    setItems(items);
    focusTarget.current = portfolioItemKey(refOf(item));
    announce(t('portfolio.chosen.added', { title: titleOf(item), position: items.length }));
  };

  const save = async () => {
    if (!draft || isProfileTooLong) return;
    clear();
    try {
      await savePortfolio.mutateAsync({ profile: draft.profile, items: draft.items });
      // The saved answer is in the cache now: the editor shows it.
      setEdited(null);
      done(t('portfolio.save.saved'));
    } catch (error) {
      failed((isApiError(error) && error.errorBody?.message) || t('portfolio.save.failed'));
    }
  };

  const download = async () => {
    if (!portfolio.data) return;
    clear();
    if (isChanged) {
      failed(t('portfolio.pdf.saveFirst'));
      return;
    }
    setIsDownloading(true);
    try {
      await downloadPortfolioPdf(portfolio.data.student_name);
      done(t('portfolio.pdf.done'));
    } catch (error) {
      failed((isApiError(error) && error.errorBody?.message) || t('portfolio.pdf.failed'));
    } finally {
      setIsDownloading(false);
    }
  };

  const chosenKeys = new Set((draft?.items ?? []).map(portfolioItemKey));

  return (
    <div className="page portfolio">
      <PageHeading pageName={t('portfolio.pageName')}>{t('portfolio.title')}</PageHeading>
      <p className="lead">{t('portfolio.lead')}</p>
      <ExplanationBox target="portfolio" />

      {isLoading && <p role="status">{t('portfolio.loading')}</p>}
      {loadError && (
        <p className="form-error" role="alert">
          {t('portfolio.loadError', { error: formatStoreError(loadError) })}
        </p>
      )}

      {draft && portfolio.data && (
        <>
          <div className="portfolio__toolbar">
            <Button className="button" isDisabled={savePortfolio.isPending || isProfileTooLong} onPress={() => void save()}>
              {savePortfolio.isPending ? t('portfolio.save.saving') : t('portfolio.save.button')}
            </Button>
            <Button className="button button--secondary" isDisabled={isDownloading} onPress={() => void download()}>
              {isDownloading ? t('portfolio.pdf.loading') : t('portfolio.pdf.button')}
            </Button>
          </div>
          <ActionOutcomeLine outcome={outcome} />
          <p className="hint">
            {isChanged
              ? t('portfolio.save.unsaved')
              : portfolio.data.updated_date
                ? t('portfolio.save.lastSaved', { date: formatDate(portfolio.data.updated_date) })
                : t('portfolio.pdf.hint')}
          </p>

          <section className="portfolio__section">
            <h2>
              <label className="portfolio__profile-label" htmlFor={profileId}>{t('portfolio.profile.label')}</label>
            </h2>
            <p id={profileHintId} className="hint">
              {t('portfolio.profile.hint')}
            </p>
            <textarea
              id={profileId}
              className="portfolio__profile"
              value={draft.profile}
              aria-describedby={`${profileHintId} ${counterId}`}
              aria-invalid={isProfileTooLong || undefined}
              onChange={(event) => setEdited({ ...draft, profile: event.target.value })}
            />
            <p id={counterId} className={isProfileTooLong ? 'form-error' : 'portfolio__counter'}>
              {isProfileTooLong
                ? t('portfolio.profile.tooLong', { max: PORTFOLIO_LIMITS.profileMax })
                : t('portfolio.profile.counter', { count: profileLength, max: PORTFOLIO_LIMITS.profileMax })}
            </p>
          </section>

          <section className="portfolio__section" aria-labelledby={chosenHeadingId}>
            <h2 id={chosenHeadingId} tabIndex={-1}>
              {t('portfolio.chosen.heading')}
            </h2>
            <p>
              {draft.items.length === 0
                ? t('portfolio.chosen.empty')
                : t('portfolio.chosen.count', { count: draft.items.length, max: PORTFOLIO_LIMITS.itemsMax })}
            </p>
            {draft.items.length > 0 && (
              <ol className="portfolio__list">
                {draft.items.map((ref, index) => {
                  const title = titleOfRef(ref);
                  return (
                    <li key={portfolioItemKey(ref)} className="portfolio__entry">
                      <p className="portfolio__entry-title" tabIndex={-1} id={focusIdOf(portfolioItemKey(ref))}>{t('portfolio.chosen.position', { position: index + 1, kind: t(`portfolio.kind.${ref.kind}`), title })}</p>
                      <div className="portfolio__actions">
                        <Button className="button button--secondary" aria-label={t('portfolio.chosen.moveUpLabel', { title })} onPress={() => move(index, -1)}>
                          {t('portfolio.chosen.moveUp')}
                        </Button>
                        <Button
                          className="button button--secondary"
                          aria-label={t('portfolio.chosen.moveDownLabel', { title })}
                          onPress={() => move(index, 1)}
                        >
                          {t('portfolio.chosen.moveDown')}
                        </Button>
                        <Button className="button button--secondary" aria-label={t('portfolio.chosen.removeLabel', { title })} onPress={() => remove(index)}>
                          {t('portfolio.chosen.remove')}
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ol>
            )}
          </section>

          <section className="portfolio__section" aria-labelledby={pickerHeadingId}>
            <h2 id={pickerHeadingId}>{t('portfolio.picker.heading')}</h2>
            <p>{t('portfolio.picker.hint')}</p>
            {groupByKind(candidates.data?.items ?? []).map((group) => (
              <div key={group.kind}>
                <h3 className="portfolio__kind-heading">{t(`portfolio.kind.${group.kind}`)}</h3>
                {group.items.length === 0 ? (
                  <p className="hint">{t('portfolio.picker.none')}</p>
                ) : (
                  <ul className="portfolio__list">
                    {group.items.map((item) => {
                      const title = titleOf(item);
                      const isChosen = chosenKeys.has(viewItemKey(item));
                      return (
                        <li key={viewItemKey(item)} className="portfolio__entry">
                          <p className="portfolio__entry-title">{title}</p>
                          {isChosen ? (
                            <p className="hint">{t('portfolio.picker.inPortfolio')}</p>
                          ) : (
                            <Button className="button" aria-label={t('portfolio.picker.addLabel', { title })} onPress={() => add(item)}>
                              {t('portfolio.picker.add')}
                            </Button>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </div>
            ))}
          </section>

          <section className="portfolio__section" aria-labelledby={previewHeadingId}>
            <h2 id={previewHeadingId}>{t('portfolio.preview.heading')}</h2>
            <p className="hint">{t('portfolio.preview.hint')}</p>
            <PortfolioPreview view={draftView(draft, candidateByKey, portfolio.data)} headingLevel={3} />
          </section>

          <Suspense fallback={null}>
            <ShareLinksSection />
          </Suspense>
        </>
      )}

      {blocker.state === 'blocked' && (
        <ModalDialog title={t('portfolio.leave.title')} closeLabel={t('portfolio.leave.close')} onClose={() => blocker.reset()} role="alertdialog">
          <p>{t('portfolio.leave.text')}</p>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={() => blocker.reset()}>
              {t('portfolio.leave.stay')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => blocker.proceed()}>
              {t('portfolio.leave.discard')}
            </button>
          </div>
        </ModalDialog>
      )}
    </div>
  );
}
