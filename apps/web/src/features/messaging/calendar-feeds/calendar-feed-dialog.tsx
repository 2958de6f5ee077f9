import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarFeedCreated } from '@berufswahl/contracts';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ActionOutcomeLine, useActionOutcome } from '../../../components/ui/action-outcome';
import { formatStoreError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useFormality } from '../../../lib/formality';
import { useDeleteCalendarFeed } from './api/delete-calendar-feed';
import { useCalendarFeed } from './api/get-calendar-feed';
import { useRenewCalendarFeed } from './api/renew-calendar-feed';
import './calendar-feed.css';
import { useCopyText } from '../../../lib/use-copy-text';

const CALENDAR_APPS = ['outlook', 'google', 'apple', 'thunderbird'] as const;

/**
 * „Kalender abonnieren“ (issue 18, decision 238): makes, renews or switches off the reader's
 * secret feed URL. The URL is shown once, right after it was made – the server keeps only a hash –
 * with a copy button and how to add it to Outlook, Google, Apple and Thunderbird.
 */
export function CalendarFeedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const context = useFormality();
  const status = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const switchOff = useDeleteCalendarFeed();
  const { outcome, done, failed, clear } = useActionOutcome();
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null);
  const isBusy = renew.isPending || switchOff.isPending;
  const feed = status.data;

  const createLink = () => {
    clear();
    renew.mutate(undefined, {
      onSuccess: setCreated,
      onError: (error) => failed(t('calendar.createFailed', { message: formatStoreError(error) })),
    });
  };

  const switchOffLink = () => {
    clear();
    switchOff.mutate(undefined, {
      onSuccess: () => {
        setCreated(null);
        done(t('calendar.switchedOff'));
      },
      onError: (error) => failed(t('calendar.switchOffFailed', { message: formatStoreError(error) })),
    });
  };

  return (
    <ModalDialog title={t('calendar.title')} closeLabel={t('calendar.close')} onClose={onClose} className="calendar-feed-dialog">
      <p>{t('calendar.intro', { context })}</p>
      <p>{t('calendar.secret', { context })}</p>
      {status.isPending && <p aria-live="polite">{t('calendar.loading')}</p>}
      {status.error && (
        <p className="form-error" role="alert">
          {t('calendar.loadFailed', { message: formatStoreError(status.error) })}
        </p>
      )}
      {created ? (
        <CreatedFeed feed={created} />
      ) : (
        feed && (
          <p data-testid="calendar-feed-status">
            {feed.is_active && feed.created_at ? (
              <>
                {t('calendar.statusActive', { date: formatDate(feed.created_at) })}{' '}
                {feed.last_fetched_at ? t('calendar.lastFetched', { date: formatDate(feed.last_fetched_at) }) : t('calendar.neverFetched')}
              </>
            ) : (
              t('calendar.statusNone', { context })
            )}
          </p>
        )
      )}
      {feed?.is_active && <p className="notice">{t('calendar.renewWarning', { context })}</p>}
      <p role="status" className="hint">
        {renew.isPending ? t('calendar.creating') : switchOff.isPending ? t('calendar.switchingOff') : ''}
      </p>
      <ActionOutcomeLine outcome={outcome} />
      {feed && (
        <div className="dialog__actions actions">
          {feed.is_active && (
            <Button className="button button--secondary" onPress={switchOffLink} isDisabled={isBusy}>
              {t('calendar.switchOff')}
            </Button>
          )}
          <Button className="button" onPress={createLink} isDisabled={isBusy}>
            {feed.is_active ? t('calendar.renew') : t('calendar.create')}
          </Button>
        </div>
      )}
      <h3 className="calendar-feed-dialog__how-to-title">{t('calendar.howToTitle', { context })}</h3>
      <ul className="calendar-feed-dialog__how-to">
        {CALENDAR_APPS.map((app) => (
          <li key={app}>{t(`calendar.howTo.${app}`)}</li>
        ))}
      </ul>
      <p className="hint">{t('calendar.refreshHint')}</p>
    </ModalDialog>
  );
}

/** The new URL: shown this once, focused so a screen reader reads it, with „Link kopieren“. */
function CreatedFeed({ feed }: { feed: CalendarFeedCreated }) {
  const { t } = useTranslation();
  const context = useFormality();
  const urlId = useId();
  const result = useRef<HTMLParagraphElement>(null);
  const urlInput = useRef<HTMLInputElement>(null);

  useEffect(() => result.current?.focus(), [feed.url]);

  const { copyState, copy } = useCopyText(feed.url, urlInput);

  return (
    <div className="calendar-feed-dialog__created">
      <p ref={result} tabIndex={-1}>
        <strong>{t('calendar.created', { context })}</strong> {t('calendar.onlyNow', { context })}
      </p>
      <div className="field">
        <label className="field__label" htmlFor={urlId}>
          {t('calendar.urlLabel')}
        </label>
        <input id={urlId} ref={urlInput} className="field__input" readOnly value={feed.url} onFocus={(event) => event.target.select()} />
      </div>
      <p>
        <Button className="button button--secondary" onPress={() => void copy()}>
          {t('calendar.copy')}
        </Button>
      </p>
      <p role="status" className={copyState === 'failed' ? 'form-error' : 'hint'}>
        {copyState === 'copied' ? t('calendar.copied') : copyState === 'failed' ? t('calendar.copyFailed', { context }) : ''}
      </p>
    </div>
  );
}
