import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useFormality } from '../../../lib/formality';
import { addTexts } from '../../../lib/i18n';
import filesTexts from '../../../locales/de-files.json';
import filesSimpleTexts from '../../../locales/de-files.leicht.json';

addTexts(filesTexts, filesSimpleTexts);

/**
 * The storage-full dialog of spec 8: the spec's text, "Abbrechen", and "Speicher verwalten"
 * leading to /files/. An alert dialog: focus moves to it and returns to the opener on close.
 */
export function StorageFullDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const context = useFormality();
  return (
    <ModalDialog title={t('files.storageFull.title')} closeLabel={t('files.storageFull.close')} onClose={onClose} role="alertdialog" className="modal--small">
      <p>{t('files.storageFull.text', { context })}</p>
      <div className="dialog__actions">
        <Button className="button button--secondary" onPress={onClose}>
          {t('files.storageFull.cancel')}
        </Button>
        <Link className="button" to="/files/" onClick={onClose}>
          {t('files.storageFull.manage')}
        </Link>
      </div>
    </ModalDialog>
  );
}
