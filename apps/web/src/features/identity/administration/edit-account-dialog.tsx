import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountUpdateBodySchema, type AdminAccount, type AdminClass } from '@berufswahl/contracts/identity/administration';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useAnnounce } from '../../../components/ui/live-announcer';
import { AdminFormSelectField, AdminFormTextField } from './admin-form-fields';
import { failureOf, useAdminForm } from './admin-form';
import { useUpdateAccount } from './api/accounts';
import { DialogFormActions } from './dialog-form-actions';

type EditValues = { first_name: string; surname: string; email: string; class_uuid: string };

const EDIT_FIELDS = ['first_name', 'surname', 'email', 'class_uuid'] as const;

/** Names, e-mail and – for students – the class; moving a student is choosing another class here (decision 106). */
export function EditAccountDialog({ schoolUuid, account, classes, onClose }: { schoolUuid: string; account: AdminAccount; classes: AdminClass[]; onClose: () => void }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const update = useUpdateAccount(schoolUuid);
  const isStudent = account.roles.includes('SCHUELER');
  const [failure, setFailure] = useState<string | null>(null);
  const name = `${account.first_name} ${account.surname}`;
  const { form, formRef, onSubmit, showFieldErrors } = useAdminForm({
    schema: accountUpdateBodySchema,
    defaultValues: {
      first_name: account.first_name,
      surname: account.surname,
      email: account.email ?? '',
      class_uuid: account.class?.uuid ?? '',
    } satisfies EditValues,
    fieldOrder: EDIT_FIELDS,
    // Only a student has a class to send; "keine Klasse" is null.
    toBody: ({ class_uuid: classUuid, ...person }: EditValues) => (isStudent ? { ...person, class_uuid: classUuid || null } : person),
  });

  const save = onSubmit((body) =>
    update.mutate(
      { userUuid: account.uuid, body },
      {
        onSuccess: (saved) => {
          announce(t('administration.accounts.updated', { name: `${saved.first_name} ${saved.surname}` }));
          onClose();
        },
        onError: (error) => {
          const { message, fields } = failureOf(error, t('administration.saveError'));
          showFieldErrors(fields);
          setFailure(Object.keys(fields).length > 0 ? null : message);
        },
      },
    ),
  );

  return (
    <ModalDialog title={t('administration.accounts.editTitle', { name })} closeLabel={t('administration.close')} onClose={onClose}>
      <p>
        {t('administration.accounts.editLead')} <code>{account.username}</code>
      </p>
      <form
        ref={formRef}
        className="admin-form"
        onSubmit={(event) => {
          setFailure(null);
          save(event);
        }}
        noValidate
      >
        <AdminFormTextField control={form.control} name="first_name" label={t('administration.fields.firstName')} isRequired />
        <AdminFormTextField control={form.control} name="surname" label={t('administration.fields.surname')} isRequired />
        <AdminFormTextField control={form.control} name="email" type="email" label={t('administration.fields.email')} />
        {isStudent && (
          <AdminFormSelectField
            control={form.control}
            name="class_uuid"
            label={t('administration.accounts.class')}
            hint={t('administration.accounts.editClassHint')}
            options={[{ value: '', label: t('administration.accounts.noClass') }, ...classes.map((entry) => ({ value: entry.uuid, label: entry.label }))]}
          />
        )}
        <DialogFormActions failure={failure} onCancel={onClose} isPending={update.isPending} />
      </form>
    </ModalDialog>
  );
}
