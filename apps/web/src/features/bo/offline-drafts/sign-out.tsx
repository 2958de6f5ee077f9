import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { logout } from '../../../lib/keycloak';
import { countDrafts, deleteDrafts } from './offline-drafts';

/** How many drafts would be lost by signing out now. */
export const countUnsentDrafts = countDrafts;

/**
 * Signs out leaving nothing of the person in this browser (shared school PCs, decision 240): the
 * drafts database goes first, then `logout()` – which also clears what offline reading kept
 * (`clearOfflineData`, decision 239).
 */
export async function signOutClearingDrafts(): Promise<void> {
  await deleteDrafts().catch(() => undefined);
  await logout();
}

/** Asks before unsent drafts are deleted by signing out: cancel, or sign out anyway. */
export function SignOutWarning({ count, onCancel }: { count: number; onCancel: () => void }) {
  const { t } = useTranslation();
  const [isSigningOut, setSigningOut] = useState(false);
  return (
    <ModalDialog title={t('offlineDrafts.signOut.title')} closeLabel={t('offlineDrafts.signOut.close')} onClose={onCancel} className="modal--small">
      <p>{t('offlineDrafts.signOut.text', { count })}</p>
      <p>{t('offlineDrafts.signOut.hint')}</p>
      <div className="dialog__actions">
        <Button className="button button--secondary" onPress={onCancel} autoFocus>
          {t('offlineDrafts.signOut.cancel')}
        </Button>
        <Button
          className="button"
          isPending={isSigningOut}
          onPress={() => {
            setSigningOut(true);
            void signOutClearingDrafts();
          }}
        >
          {t('offlineDrafts.signOut.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
