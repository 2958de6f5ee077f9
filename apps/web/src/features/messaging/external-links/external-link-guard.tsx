import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { isExternalLink, withReferrer } from '@berufswahl/contracts';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useFormality } from '../../../lib/formality';

/** A foreign address the user is about to open, with the referrer already appended. */
export type PendingExternalLink = { url: string; isNewTab: boolean };

/** The link a click landed on, if it is one that leaves the app. */
function externalLinkOf(event: MouseEvent): PendingExternalLink | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(target instanceof HTMLAnchorElement) || target.hasAttribute('download')) return null;
  const href = target.getAttribute('href') ?? '';
  if (!isExternalLink(href, location.href)) return null;
  const isNewTab = target.target === '_blank' || event.ctrlKey || event.metaKey || event.shiftKey;
  return { url: withReferrer(href, location.href), isNewTab };
}

/**
 * Spec 2, 5: every click on a link to a foreign site – anywhere in the app – first asks. One
 * handler on the document catches links of every feature, content from the CMS included.
 */
export function useExternalLinkInterception(onExternalLink: (link: PendingExternalLink) => void): void {
  useEffect(() => {
    const handleClick = (event: MouseEvent) => {
      const link = externalLinkOf(event);
      if (!link) return;
      event.preventDefault();
      onExternalLink(link);
    };
    document.addEventListener('click', handleClick);
    return () => document.removeEventListener('click', handleClick);
  }, [onExternalLink]);
}

export function openExternalLink({ url, isNewTab }: PendingExternalLink): void {
  if (isNewTab) window.open(url, '_blank', 'noopener');
  else location.assign(url);
}

interface ExternalLinkDialogProps {
  link: PendingExternalLink;
  onClose: () => void;
}

/** "Sie verlassen Berufswahl": names the foreign host and asks before opening it. */
export function ExternalLinkDialog({ link, onClose }: ExternalLinkDialogProps) {
  const { t } = useTranslation();
  const context = useFormality();
  const host = new URL(link.url).host;
  return (
    <ModalDialog title={t('messaging.externalLink.title', { context })} onClose={onClose} role="alertdialog">
      <p>
        {t('messaging.externalLink.text', { context })} <strong className="external-link__host">{host}</strong>
      </p>
      <p>{t('messaging.externalLink.responsibility', { context })}</p>
      <div className="dialog__actions">
        <Button className="button button--secondary" onPress={onClose} autoFocus>
          {t('messaging.externalLink.stay')}
        </Button>
        <Button
          className="button"
          onPress={() => {
            onClose();
            openExternalLink(link);
          }}
        >
          {t('messaging.externalLink.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
