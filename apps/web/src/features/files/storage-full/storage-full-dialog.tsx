import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { OPEN_STORAGE_FULL_EVENT } from '../../../lib/app-events';
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

/** Lives in the global dialogs; opens the dialog whenever `openStorageFullDialog()` is called. */
export function StorageFullDialogHost() {
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    const open = () => setOpen(true);
    window.addEventListener(OPEN_STORAGE_FULL_EVENT, open);
    return () => window.removeEventListener(OPEN_STORAGE_FULL_EVENT, open);
  }, []);
  return isOpen ? <StorageFullDialog onClose={() => setOpen(false)} /> : null;
}
