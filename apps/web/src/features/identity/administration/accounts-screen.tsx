import './register-texts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  accountUpdateBodySchema,
  formatReactivationCode,
  formatTransferCode,
  newAccountBodySchema,
  reactivationBodySchema,
  ROLE_LABELS,
  type AdminAccount,
  type AdminClass,
  type Credentials,
  type Role,
} from '@berufswahl/contracts';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { useAnnounce } from '../../../components/ui/live-announcer';
import { formatDate } from './format';
import { SchoolAdminNav } from './admin-nav';
import {
  useAccounts,
  useCreateAccount,
  useDeactivateAccount,
  useIssueTransferCode,
  useReactivateAccount,
  useResetInitialPassword,
  useRevokeReactivationCode,
  useUpdateAccount,
} from './api/accounts';
import { useClasses } from './api/classes';
import { CredentialsSheet } from './credentials-sheet';
import { errorsOfFailure, focusFirstError, validate, type FieldErrors } from './form-state';
import { SelectField } from './select-field';
import { AdminTextField } from './text-field';
import { useAdminScope } from './use-admin-scope';
import { AdminTable } from './admin-table';
import { PersonFields } from './person-fields';
import { DialogFormActions } from './dialog-form-actions';
import { ConfirmActionDialog } from './confirm-action-dialog';

const roleLabel = (roles: string[]) => roles.map((role) => ROLE_LABELS[role as Role] ?? role).join(', ');

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

function AccountTable({
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
                          onError: (error) => setFailure(errorsOfFailure(error, t('administration.saveError')).message),
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

const ACCOUNT_FIELDS = ['role', 'first_name', 'surname', 'email', 'username', 'class_uuid'] as const;

function NewAccountForm({ schoolUuid, classes, onCreated }: { schoolUuid: string; classes: AdminClass[]; onCreated: (credentials: Credentials) => void }) {
  const { t } = useTranslation();
  const create = useCreateAccount(schoolUuid);
  const empty = { role: 'SCHUELER', first_name: '', surname: '', email: '', username: '', class_uuid: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const set = (field: keyof typeof empty) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = validate(newAccountBodySchema, { ...values, class_uuid: values.class_uuid || null });
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstError(ACCOUNT_FIELDS, checked.errors, formRef.current);
    }
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: (created) => {
        setValues(empty);
        onCreated(created.credentials);
      },
      onError: (error) => {
        const { message, fields } = errorsOfFailure(error, t('administration.saveError'));
        setErrors(fields);
        setFailure(message);
        focusFirstError(ACCOUNT_FIELDS, fields, formRef.current);
      },
    });
  };

  return (
    <section className="admin-section" aria-labelledby="new-account-heading">
      <h2 id="new-account-heading">{t('administration.accounts.createTitle')}</h2>
      <p>{t('administration.accounts.createLead')}</p>
      <form ref={formRef} className="admin-form admin-form--grid" onSubmit={submit} noValidate>
        <SelectField
          label={t('administration.accounts.role')}
          name="role"
          value={values.role}
          onChange={set('role')}
          errorMessage={errors.role}
          options={[
            { value: 'SCHUELER', label: ROLE_LABELS.SCHUELER },
            { value: 'LEHRER', label: ROLE_LABELS.LEHRER },
          ]}
        />
        <PersonFields values={values} errors={errors} set={set} />
        <SelectField
          label={values.role === 'LEHRER' ? t('administration.accounts.learningGroup') : t('administration.accounts.class')}
          name="class_uuid"
          value={values.class_uuid}
          onChange={set('class_uuid')}
          errorMessage={errors.class_uuid}
          options={[{ value: '', label: t('administration.accounts.noClass') }, ...classes.map((entry) => ({ value: entry.uuid, label: entry.label }))]}
        />
        <div className="admin-form__submit">
          <button type="submit" className="button" disabled={create.isPending}>
            {t('administration.accounts.create')}
          </button>
        </div>
      </form>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}

function ReactivationForm({ schoolUuid }: { schoolUuid: string }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const reactivate = useReactivateAccount(schoolUuid);
  const [code, setCode] = useState('');
  const [role, setRole] = useState('SCHUELER');
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(reactivationBodySchema, { code, role });
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstError(['code', 'role'], checked.errors, formRef.current);
    }
    setErrors({});
    reactivate.mutate(checked.data, {
      onSuccess: (account) => {
        setCode('');
        announce(t('administration.reactivation.done', { name: `${account.first_name} ${account.surname}` }));
      },
      onError: (error) => {
        const { message, fields } = errorsOfFailure(error, t('administration.saveError'));
        const shown = { code: fields.code ?? message };
        setErrors(shown);
        focusFirstError(['code'], shown, formRef.current);
      },
    });
  };

  return (
    <section className="admin-section" aria-labelledby="reactivation-heading">
      <h2 id="reactivation-heading">{t('administration.reactivation.title')}</h2>
      <p>{t('administration.reactivation.lead')}</p>
      <form ref={formRef} className="admin-form admin-form--inline" onSubmit={submit} noValidate>
        <AdminTextField
          label={t('administration.reactivation.code')}
          name="code"
          value={code}
          onChange={setCode}
          inputMode="numeric"
          isRequired
          hint={t('administration.reactivation.codeHint', { example: formatReactivationCode('123456789012') })}
          errorMessage={errors.code}
        />
        <SelectField
          label={t('administration.accounts.role')}
          name="role"
          value={role}
          onChange={setRole}
          errorMessage={errors.role}
          options={[
            { value: 'SCHUELER', label: ROLE_LABELS.SCHUELER },
            { value: 'LEHRER', label: ROLE_LABELS.LEHRER },
          ]}
        />
        <button type="submit" className="button" disabled={reactivate.isPending}>
          {t('administration.reactivation.submit')}
        </button>
      </form>
    </section>
  );
}

/**
 * A transfer code for a student who moves in from another school (decision 197): shown once, with
 * its expiry; the student enters it on the landing page of the deactivated account.
 */
function TransferCodeIssuer({ schoolUuid }: { schoolUuid: string }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const issue = useIssueTransferCode(schoolUuid);
  const [failure, setFailure] = useState<string | null>(null);
  const issued = issue.data;
  return (
    <section className="admin-section" aria-labelledby="transfer-code-heading">
      <h2 id="transfer-code-heading">{t('administration.transferCode.title')}</h2>
      <p>{t('administration.transferCode.lead')}</p>
      <button
        type="button"
        className="button"
        disabled={issue.isPending}
        onClick={() => {
          setFailure(null);
          issue.mutate(undefined, {
            onSuccess: (result) => announce(t('administration.transferCode.done', { code: formatTransferCode(result.code), date: formatDate(result.expires_at) })),
            onError: (error) => setFailure(errorsOfFailure(error, t('administration.saveError')).message),
          });
        }}
      >
        {issued ? t('administration.transferCode.again') : t('administration.transferCode.submit')}
      </button>
      {issued && (
        <dl className="admin-transfer-code">
          <dt>{t('administration.transferCode.code')}</dt>
          <dd>
            <span className="admin-transfer-code__digits" data-testid="transfer-code">
              {formatTransferCode(issued.code)}
            </span>{' '}
            {t('administration.transferCode.validUntil', { date: formatDate(issued.expires_at) })}
          </dd>
        </dl>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}

const EDIT_FIELDS = ['first_name', 'surname', 'email', 'class_uuid'] as const;

/** Names, e-mail and – for students – the class; moving a student is choosing another class here (decision 106). */
function EditAccountDialog({ schoolUuid, account, classes, onClose }: { schoolUuid: string; account: AdminAccount; classes: AdminClass[]; onClose: () => void }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const update = useUpdateAccount(schoolUuid);
  const isStudent = account.roles.includes('SCHUELER');
  const [values, setValues] = useState({
    first_name: account.first_name,
    surname: account.surname,
    email: account.email ?? '',
    class_uuid: account.class?.uuid ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const name = `${account.first_name} ${account.surname}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { class_uuid: classUuid, ...person } = values;
    const checked = validate(accountUpdateBodySchema, isStudent ? { ...person, class_uuid: classUuid || null } : person);
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstError(EDIT_FIELDS, checked.errors, formRef.current);
    }
    setErrors({});
    update.mutate(
      { userUuid: account.uuid, body: checked.data },
      {
        onSuccess: (saved) => {
          announce(t('administration.accounts.updated', { name: `${saved.first_name} ${saved.surname}` }));
          onClose();
        },
        onError: (error) => {
          const { message, fields } = errorsOfFailure(error, t('administration.saveError'));
          setErrors(fields);
          setFailure(Object.keys(fields).length > 0 ? null : message);
          focusFirstError(EDIT_FIELDS, fields, formRef.current);
        },
      },
    );
  };

  return (
    <ModalDialog title={t('administration.accounts.editTitle', { name })} closeLabel={t('administration.close')} onClose={onClose}>
      <p>
        {t('administration.accounts.editLead')} <code>{account.username}</code>
      </p>
      <form ref={formRef} className="admin-form" onSubmit={submit} noValidate>
        <AdminTextField label={t('administration.fields.firstName')} name="first_name" value={values.first_name} onChange={set('first_name')} isRequired errorMessage={errors.first_name} />
        <AdminTextField label={t('administration.fields.surname')} name="surname" value={values.surname} onChange={set('surname')} isRequired errorMessage={errors.surname} />
        <AdminTextField label={t('administration.fields.email')} name="email" type="email" value={values.email} onChange={set('email')} errorMessage={errors.email} />
        {isStudent && (
          <SelectField
            label={t('administration.accounts.class')}
            name="class_uuid"
            value={values.class_uuid}
            onChange={set('class_uuid')}
            hint={t('administration.accounts.editClassHint')}
            errorMessage={errors.class_uuid}
            options={[{ value: '', label: t('administration.accounts.noClass') }, ...classes.map((entry) => ({ value: entry.uuid, label: entry.label }))]}
          />
        )}
        <DialogFormActions failure={failure} onCancel={onClose} isPending={update.isPending} />
      </form>
    </ModalDialog>
  );
}

function DeactivateDialog({ schoolUuid, account, onClose }: { schoolUuid: string; account: AdminAccount; onClose: () => void }) {
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

function RevokeCodeDialog({ schoolUuid, account, onClose }: { schoolUuid: string; account: AdminAccount; onClose: () => void }) {
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
