import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newAccountBodySchema, type AdminClass, type Credentials } from '@berufswahl/contracts/identity/administration';
import { ROLE_LABELS } from '@berufswahl/contracts/identity/roles';
import { AdminFormSelectField } from './admin-form-fields';
import { failureOf, useAdminForm } from './admin-form';
import { useCreateAccount } from './api/accounts';
import { PersonFields, type PersonValues } from './person-fields';

type AccountValues = PersonValues & { role: string; class_uuid: string };

const EMPTY: AccountValues = { role: 'SCHUELER', first_name: '', surname: '', email: '', username: '', class_uuid: '' };
const ACCOUNT_FIELDS = ['role', 'first_name', 'surname', 'email', 'username', 'class_uuid'] as const;

/** A student or teacher one by one; the answer's credentials are shown once by the screen. */
export function NewAccountForm({ schoolUuid, classes, onCreated }: { schoolUuid: string; classes: AdminClass[]; onCreated: (credentials: Credentials) => void }) {
  const { t } = useTranslation();
  const create = useCreateAccount(schoolUuid);
  const [failure, setFailure] = useState<string | null>(null);
  const { form, formRef, onSubmit, showFieldErrors } = useAdminForm({
    schema: newAccountBodySchema,
    defaultValues: EMPTY,
    fieldOrder: ACCOUNT_FIELDS,
    toBody: (values: AccountValues) => ({ ...values, class_uuid: values.class_uuid || null }),
  });
  const role = useWatch({ control: form.control, name: 'role' });

  const save = onSubmit((body) =>
    create.mutate(body, {
      onSuccess: (created) => {
        form.reset(EMPTY);
        onCreated(created.credentials);
      },
      onError: (error) => {
        const { message, fields } = failureOf(error, t('administration.saveError'));
        showFieldErrors(fields);
        setFailure(message);
      },
    }),
  );

  return (
    <section className="admin-section" aria-labelledby="new-account-heading">
      <h2 id="new-account-heading">{t('administration.accounts.createTitle')}</h2>
      <p>{t('administration.accounts.createLead')}</p>
      <form
        ref={formRef}
        className="admin-form admin-form--grid"
        onSubmit={(event) => {
          setFailure(null);
          save(event);
        }}
        noValidate
      >
        <AdminFormSelectField
          control={form.control}
          name="role"
          label={t('administration.accounts.role')}
          options={[
            { value: 'SCHUELER', label: ROLE_LABELS.SCHUELER },
            { value: 'LEHRER', label: ROLE_LABELS.LEHRER },
          ]}
        />
        <PersonFields control={form.control} />
        <AdminFormSelectField
          control={form.control}
          name="class_uuid"
          label={role === 'LEHRER' ? t('administration.accounts.learningGroup') : t('administration.accounts.class')}
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
