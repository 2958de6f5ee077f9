import './register-texts';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminAccount, Credentials } from '@berufswahl/contracts';
import { PageHeading } from '../../../components/ui/page-heading';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { DeactivateDialog, RevokeCodeDialog } from './account-confirm-dialogs';
import { AccountTable } from './accounts-table';
import { SchoolAdminNav } from './admin-nav';
import { useAccounts } from './api/accounts';
import { useClasses } from './api/classes';
import { CredentialsSheet } from './credentials-sheet';
import { EditAccountDialog } from './edit-account-dialog';
import { NewAccountForm } from './new-account-form';
import { ReactivationForm } from './reactivation-form';
import { TransferCodeIssuer } from './transfer-code-issuer';
import { useAdminScope } from './use-admin-scope';

/** An active student the school has not put into a class yet (e.g. moved in with a transfer code). */
const isStudentWithoutClass = (account: AdminAccount) => account.status === 'active' && account.roles.includes('SCHUELER') && account.class === null;

/** School coordinators: students and teachers, one by one; deactivation, reactivation, new passwords. */
export function AccountsScreen() {
  const { t } = useTranslation();
  const { schoolUuid } = useAdminScope();
  const accounts = useAccounts(schoolUuid);
  const classes = useClasses(schoolUuid);
  const [credentials, setCredentials] = useState<Credentials[] | null>(null);
  const [confirming, setConfirming] = useState<AdminAccount | null>(null);
  const [editing, setEditing] = useState<AdminAccount | null>(null);
  const [revoking, setRevoking] = useState<AdminAccount | null>(null);
  // "ohne-klasse=1" (the link of the notice about a student who moved in, decision 197).
  const [params, setParams] = useSearchParams();
  const onlyWithoutClass = params.get('ohne-klasse') === '1';
  const filterId = useId();
  const withoutClass = (accounts.data ?? []).filter(isStudentWithoutClass);
  const shown = onlyWithoutClass ? withoutClass : (accounts.data ?? []);

  return (
    <div className="page admin-page">
      <PageHeading pageName={t('administration.accounts.pageName')}>{t('administration.accounts.title')}</PageHeading>
      <SchoolAdminNav />
      <ExplanationBox target="verwaltung-konten" />
      {credentials ? (
        <CredentialsSheet credentials={credentials} onDone={() => setCredentials(null)} />
      ) : (
        schoolUuid && (
          <>
            <NewAccountForm schoolUuid={schoolUuid} classes={classes.data ?? []} onCreated={(created) => setCredentials([created])} />
            <ReactivationForm schoolUuid={schoolUuid} />
            <TransferCodeIssuer schoolUuid={schoolUuid} />
            <section className="admin-section" aria-labelledby="accounts-heading">
              <h2 id="accounts-heading">{t('administration.accounts.listTitle')}</h2>
              {accounts.isPending && <p role="status">{t('administration.loading')}</p>}
              {accounts.isError && <p className="form-error">{t('administration.loadError')}</p>}
              {accounts.data && (
                <p className="admin-filter">
                  <input
                    id={filterId}
                    type="checkbox"
                    checked={onlyWithoutClass}
                    onChange={(event) => setParams(event.target.checked ? { 'ohne-klasse': '1' } : {}, { replace: true })}
                  />{' '}
                  <label htmlFor={filterId}>{t('administration.accounts.withoutClassFilter', { count: withoutClass.length })}</label>
                </p>
              )}
              {accounts.data && onlyWithoutClass && shown.length === 0 && <p role="status">{t('administration.accounts.withoutClassNone')}</p>}
              {accounts.data && (
                <AccountTable
                  schoolUuid={schoolUuid}
                  accounts={shown}
                  onCredentials={(entry) => setCredentials([entry])}
                  onDeactivate={setConfirming}
                  onEdit={setEditing}
                  onRevokeCode={setRevoking}
                />
              )}
            </section>
          </>
        )
      )}
      {editing && schoolUuid && (
        <EditAccountDialog schoolUuid={schoolUuid} account={editing} classes={classes.data ?? []} onClose={() => setEditing(null)} />
      )}
      {confirming && schoolUuid && <DeactivateDialog schoolUuid={schoolUuid} account={confirming} onClose={() => setConfirming(null)} />}
      {revoking && schoolUuid && <RevokeCodeDialog schoolUuid={schoolUuid} account={revoking} onClose={() => setRevoking(null)} />}
    </div>
  );
}
