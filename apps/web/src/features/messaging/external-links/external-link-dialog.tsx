import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useFormality } from '../../../lib/formality';
import { openExternalLink, type PendingExternalLink } from './external-link-guard';
import '../messaging-dialog-texts';

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
