import { useTranslation } from 'react-i18next';
import type { AdminAccount } from '@berufswahl/contracts';
import { useAnnounce } from '../../../components/ui/live-announcer';
import { useDeactivateAccount, useRevokeReactivationCode } from './api/accounts';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { formatDate } from './format';

/** Asks before deactivating an account: it keeps only the landing page and is deleted after 91 days. */
export function DeactivateDialog({ schoolUuid, account, onClose }: { schoolUuid: string; account: AdminAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const deactivate = useDeactivateAccount(schoolUuid);
  const name = `${account.first_name} ${account.surname}`;
  return (
    <ConfirmActionDialog
      title={t('administration.deactivate.title', { name })}
      text={t('administration.deactivate.text', { name })}
      confirmLabel={t('administration.deactivate.confirm')}
      isPending={deactivate.isPending}
      onClose={onClose}
      onConfirm={(onFailure) =>
        deactivate.mutate(account.uuid, {
          onSuccess: (updated) => {
            announce(t('administration.deactivate.done', { name, date: formatDate(updated.deletion_date) }));
            onClose();
          },
          onError: onFailure,
        })
      }
    />
  );
}

/** Asks before revoking a deactivated account's reactivation code (the old school's say, decision 052). */
export function RevokeCodeDialog({ schoolUuid, account, onClose }: { schoolUuid: string; account: AdminAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const revoke = useRevokeReactivationCode(schoolUuid);
  const name = `${account.first_name} ${account.surname}`;
  return (
    <ConfirmActionDialog
      title={t('administration.revokeCode.title', { name })}
      text={t('administration.revokeCode.text', { name })}
      confirmLabel={t('administration.revokeCode.confirm')}
      isPending={revoke.isPending}
      onClose={onClose}
      onConfirm={(onFailure) =>
        revoke.mutate(account.uuid, {
          onSuccess: () => {
            announce(t('administration.revokeCode.done', { name }));
            onClose();
          },
          onError: onFailure,
        })
      }
    />
  );
}
