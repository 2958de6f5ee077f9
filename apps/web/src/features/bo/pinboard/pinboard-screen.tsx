import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { PINBOARD_ITEM_KINDS, type PinboardItemKind } from '@berufswahl/contracts/bo/pinboard';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { ActionOutcomeLine, useActionOutcome } from '../../../components/ui/action-outcome';
import { PageHeading } from '../../../components/ui/page-heading';
import { formatStoreError, isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { addTexts } from '../../../lib/i18n';
import pinboardTexts from '../../../locales/de-pinboard.json';
import simplePinboardTexts from '../../../locales/de-pinboard.leicht.json';
import { useCandidates } from './api/get-candidates';
import { useMyPinboard } from './api/get-my-pinboard';
import { usePinItem } from './api/pin-item';
import { useUnpinEntry } from './api/unpin-entry';
import { FeedbackList, PinnedItemContent } from './pin-card-parts';
import './pinboard.css';

addTexts(pinboardTexts, simplePinboardTexts);

type KindFilter = PinboardItemKind | 'all';

/**
 * The student's Pinnwand (/pinnwand, decision 074): what he pinned, with the teachers' feedback and
 * a button to take it down, and a picker of his stories, statements and done tasks to pin. Nothing
 * reaches the teacher without the student pressing "An die Pinnwand heften".
 */
export function PinboardScreen() {
  const { t } = useTranslation();
  const pinboard = useMyPinboard();
  const candidates = useCandidates();
  const pin = usePinItem();
  const unpin = useUnpinEntry();
  const [filter, setFilter] = useState<KindFilter>('all');
  // The pinned item moves between the two lists: the line above them says what happened (decision 205).
  const { outcome, done, failed, clear } = useActionOutcome();
  const pinnedHeadingId = useId();
  const pickerHeadingId = useId();

  const run = async (action: () => Promise<unknown>, success: string, failure: string) => {
    clear();
    try {
      await action();
      done(success);
    } catch (error) {
      failed((isApiError(error) && error.errorBody?.message) || failure);
    }
  };

  const entries = pinboard.data?.entries ?? [];
  const shown = (candidates.data?.items ?? []).filter((candidate) => filter === 'all' || candidate.item.kind === filter);

  return (
    <div className="page pinboard">
      <PageHeading pageName={t('pinboard.pageName')}>{t('pinboard.title')}</PageHeading>
      <p className="lead">{t('pinboard.lead')}</p>
      <ExplanationBox target="pinnwand" />
      <ActionOutcomeLine outcome={outcome} />

      <section className="pinboard__section" aria-labelledby={pinnedHeadingId}>
        <h2 id={pinnedHeadingId}>{t('pinboard.mine.heading')}</h2>
        {pinboard.isPending && <p role="status">{t('pinboard.loading')}</p>}
        {pinboard.isError && (
          <p className="form-error" role="alert">
            {t('pinboard.loadError', { error: formatStoreError(pinboard.error) })}
          </p>
        )}
        {pinboard.data && (
          <p role="status">{entries.length === 0 ? t('pinboard.mine.empty') : t('pinboard.mine.count', { count: entries.length })}</p>
        )}
        {entries.length > 0 && (
          <ul className="pinboard__list">
            {entries.map((entry) => {
              const kind = t(`pinboard.kind.${entry.item.kind}`);
              const date = formatDate(entry.item.last_modified);
              return (
                <li key={entry.uuid}>
                  <article className="pin-card" aria-label={t('pinboard.mine.entryLabel', { kind, date })}>
                    <h3 className="pin-card__heading">{t('pinboard.mine.entryLabel', { kind, date })}</h3>
                    <PinnedItemContent item={entry.item} />
                    <p className="pin-card__meta">{t('pinboard.pinnedOn', { date: formatDate(entry.pinned_date) })}</p>
                    {entry.feedback.length > 0 ? (
                      <FeedbackList feedback={entry.feedback} headingLevel={4} />
                    ) : (
                      <p className="pin-card__meta">{t('pinboard.mine.noFeedback')}</p>
                    )}
                    <div className="pin-card__actions">
                      <Button
                        className="button button--secondary"
                        aria-label={t('pinboard.mine.unpinLabel', { kind, date })}
                        isDisabled={unpin.isPending}
                        onPress={() => void run(() => unpin.mutateAsync(entry.uuid), t('pinboard.mine.unpinned'), t('pinboard.picker.failed'))}
                      >
                        {t('pinboard.mine.unpin')}
                      </Button>
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="pinboard__section" aria-labelledby={pickerHeadingId}>
        <h2 id={pickerHeadingId}>{t('pinboard.picker.heading')}</h2>
        <p>{t('pinboard.picker.hint')}</p>
        <div className="pinboard__filters" role="group" aria-label={t('pinboard.picker.filterLabel')}>
          {(['all', ...PINBOARD_ITEM_KINDS] as const).map((kind) => (
            <Button
              key={kind}
              className="button button--secondary pinboard__filter"
              aria-pressed={filter === kind}
              onPress={() => setFilter(kind)}
            >
              {kind === 'all' ? t('pinboard.picker.all') : t(`pinboard.kind.${kind}`)}
            </Button>
          ))}
        </div>
        {candidates.isPending && <p role="status">{t('pinboard.loading')}</p>}
        {candidates.isError && (
          <p className="form-error" role="alert">
            {t('pinboard.loadError', { error: formatStoreError(candidates.error) })}
          </p>
        )}
        {candidates.data && shown.length === 0 && <p>{t('pinboard.picker.empty')}</p>}
        {shown.length > 0 && (
          <ul className="pinboard__list">
            {shown.map(({ item, entry_uuid: entryUuid }) => {
              const kind = t(`pinboard.kind.${item.kind}`);
              const date = formatDate(item.last_modified);
              return (
                <li key={`${item.kind}:${item.uuid}`}>
                  <article className="pin-card" aria-label={t('pinboard.mine.entryLabel', { kind, date })}>
                    <h3 className="pin-card__heading">{t('pinboard.mine.entryLabel', { kind, date })}</h3>
                    <PinnedItemContent item={item} />
                    <div className="pin-card__actions">
                      {entryUuid ? (
                        <p className="pin-card__meta">{t('pinboard.picker.pinned')}</p>
                      ) : (
                        <Button
                          className="button"
                          aria-label={t('pinboard.picker.pinLabel', { kind, date })}
                          isDisabled={pin.isPending}
                          onPress={() =>
                            void run(() => pin.mutateAsync({ kind: item.kind, item_uuid: item.uuid }), t('pinboard.picker.pinnedDone'), t('pinboard.picker.failed'))
                          }
                        >
                          {t('pinboard.picker.pin')}
                        </Button>
                      )}
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
