import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ShareLink } from '@berufswahl/contracts';
import { ActionOutcomeLine, useActionOutcome } from '../../../components/ui/action-outcome';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { formatStoreError } from '../../../lib/api-client';
import { useRevokeShareLink } from './api/share-links';
import { formatOpenedAt, useDayFormat } from './share-link-format';
import './share-links-texts';

/**
 * The student's links, newest first: what each shares, for whom, until when, how often and when it
 * was opened (the newest opens in a disclosure), and „Zurückziehen“ – after a confirmation – for
 * those still open. `headingLevel` fits the list under the section's or the dialog's heading.
 */
export function ShareLinkList({ links, headingLevel = 3 }: { links: readonly ShareLink[]; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const headingId = useId();
  const formatDay = useDayFormat();
  const revoke = useRevokeShareLink();
  const [confirming, setConfirming] = useState<ShareLink | null>(null);
  const { outcome, done, failed, clear } = useActionOutcome();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const revokeLink = (link: ShareLink) => {
    clear();
    revoke.mutate(link.uuid, {
      onSuccess: () => {
        setConfirming(null);
        done(t('shareLinks.list.revoked'));
      },
      onError: (error) => {
        setConfirming(null);
        failed(t('shareLinks.list.revokeFailed', { error: formatStoreError(error) }));
      },
    });
  };

  return (
    <div className="share-links">
      <Heading id={headingId}>{t('shareLinks.list.heading')}</Heading>
      <ActionOutcomeLine outcome={outcome} />
      {links.length === 0 ? (
        <p>{t('shareLinks.list.empty')}</p>
      ) : (
        <ul className="share-links__list" aria-labelledby={headingId}>
          {links.map((link) => {
            const created = formatDay(link.created_at);
            const stateDate = formatDay(link.state === 'revoked' ? (link.revoked_at ?? link.expires_at) : link.expires_at);
            return (
              <li key={link.uuid} className="share-links__entry" data-state={link.state}>
                <p className="share-links__what">
                  <strong>
                    {link.target === 'portfolio'
                      ? t('shareLinks.list.portfolio')
                      : link.story_excerpt
                        ? t('shareLinks.list.story', { excerpt: link.story_excerpt })
                        : t('shareLinks.list.storyDeleted')}
                  </strong>
                  {link.note && <> – {t('shareLinks.list.note', { note: link.note })}</>}
                </p>
                <p className="share-links__state">{t(`shareLinks.list.state.${link.state}`, { date: stateDate })}</p>
                <p className="share-links__opens">
                  {link.opened_count === 0 || !link.last_opened_at
                    ? t('shareLinks.list.neverOpened')
                    : t('shareLinks.list.opened', { count: link.opened_count, date: formatOpenedAt(link.last_opened_at, formatDay) })}
                </p>
                {link.recent_opens.length > 0 && (
                  <details className="share-links__log">
                    <summary>{t('shareLinks.list.opensSummary')}</summary>
                    <ul>
                      {link.recent_opens.map((open) => (
                        <li key={`${open.opened_at}-${open.kind}`}>
                          {t(open.kind === 'pdf' ? 'shareLinks.list.openPdf' : 'shareLinks.list.openPage', { date: formatOpenedAt(open.opened_at, formatDay) })}
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
                {link.state === 'open' && (
                  <Button
                    className="button button--secondary"
                    aria-label={t('shareLinks.list.revokeLabel', { date: created })}
                    isDisabled={revoke.isPending}
                    onPress={() => {
                      clear();
                      setConfirming(link);
                    }}
                  >
                    {t('shareLinks.list.revoke')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {confirming && (
        <ModalDialog title={t('shareLinks.confirm.title')} closeLabel={t('shareLinks.confirm.close')} onClose={() => setConfirming(null)} role="alertdialog">
          <p>{t('shareLinks.confirm.text')}</p>
          <div className="dialog__actions">
            <button type="button" className="button button--secondary" onClick={() => setConfirming(null)}>
              {t('shareLinks.confirm.cancel')}
            </button>
            <button type="button" className="button" disabled={revoke.isPending} onClick={() => revokeLink(confirming)}>
              {t('shareLinks.confirm.confirm')}
            </button>
          </div>
        </ModalDialog>
      )}
    </div>
  );
}
