import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_LABELS, type Role } from '@berufswahl/contracts/identity/roles';
import type { AdminAccount, Credentials } from '@berufswahl/contracts/identity/administration';
import { AdminTable } from './admin-table';
import { failureOf } from './admin-form';
import { useResetInitialPassword } from './api/accounts';
import { formatDate } from './format';

const roleLabel = (roles: string[]) => roles.map((role) => ROLE_LABELS[role as Role] ?? role).join(', ');

/** The school's accounts with what the coordinator may do to each: edit, new password, revoke a code, deactivate. */
export function AccountTable({
  schoolUuid,
  accounts,
  onCredentials,
  onDeactivate,
  onEdit,
  onRevokeCode,
}: {
  schoolUuid: string;
  accounts: AdminAccount[];
  onCredentials: (credentials: Credentials) => void;
  onDeactivate: (account: AdminAccount) => void;
  onEdit: (account: AdminAccount) => void;
  /** A deactivated account's reactivation code, which the old school may revoke (decision 052). */
  onRevokeCode: (account: AdminAccount) => void;
}) {
  const { t } = useTranslation();
  const reset = useResetInitialPassword(schoolUuid);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <AdminTable
        labelledBy="accounts-heading"
        isCaptionHidden
        caption={t('administration.accounts.caption')}
        columns={[
          t('administration.accounts.columns.name'),
          t('administration.accounts.columns.username'),
          t('administration.accounts.columns.role'),
          t('administration.accounts.columns.class'),
          t('administration.accounts.columns.status'),
          t('administration.columns.actions'),
        ]}
      >
        {accounts.map((account) => {
          const name = `${account.first_name} ${account.surname}`;
          const isManageable = account.roles.every((role) => role === 'SCHUELER' || role === 'LEHRER' || role === 'DEACTIVATED');
          const groups = account.class ? [account.class.label] : account.learning_groups.map((group) => group.label);
          return (
            <tr key={account.uuid}>
              <th scope="row">
                {account.surname}, {account.first_name}
              </th>
              <td>
                <code>{account.username}</code>
              </td>
              <td>{roleLabel(account.roles)}</td>
              <td>{groups.length > 0 ? groups.join(', ') : '–'}</td>
              <td>
                {account.status === 'deactivated'
                  ? t('administration.accounts.deactivatedUntil', { date: formatDate(account.deletion_date) })
                  : t('administration.accounts.active')}
                {account.reactivation_code_valid_until && (
                  <>
                    <br />
                    <span data-testid="reactivation-code-valid-until">
                      {t('administration.accounts.codeValidUntil', { date: formatDate(account.reactivation_code_valid_until) })}
                    </span>
                  </>
                )}
              </td>
              <td>
                {isManageable && (
                  <div className="admin-row-actions">
                    {account.status === 'active' && (
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={t('administration.accounts.editLabel', { name })}
                        onClick={() => onEdit(account)}
                      >
                        {t('administration.accounts.edit')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={t('administration.accounts.resetLabel', { name })}
                      disabled={reset.isPending}
                      onClick={() =>
                        reset.mutate(account.uuid, {
                          onSuccess: onCredentials,
                          onError: (error) => setFailure(failureOf(error, t('administration.saveError')).message),
                        })
                      }
                    >
                      {t('administration.accounts.reset')}
                    </button>
                    {account.reactivation_code_valid_until && (
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={t('administration.accounts.revokeCodeLabel', { name })}
                        onClick={() => onRevokeCode(account)}
                      >
                        {t('administration.accounts.revokeCode')}
                      </button>
                    )}
                    {account.status === 'active' && (
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={t('administration.accounts.deactivateLabel', { name })}
                        onClick={() => onDeactivate(account)}
                      >
                        {t('administration.accounts.deactivate')}
                      </button>
                    )}
                  </div>
                )}
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </>
  );
}
