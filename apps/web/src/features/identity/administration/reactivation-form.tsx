import { useTranslation } from 'react-i18next';
import { formatReactivationCode } from '@berufswahl/contracts/identity/reactivation';
import { reactivationBodySchema } from '@berufswahl/contracts/identity/administration';
import { ROLE_LABELS } from '@berufswahl/contracts/identity/roles';
import { useAnnounce } from '../../../components/ui/live-announcer';
import { AdminFormSelectField, AdminFormTextField } from './admin-form-fields';
import { failureOf, useAdminForm } from './admin-form';
import { useReactivateAccount } from './api/accounts';

type ReactivationValues = { code: string; role: string };

/** Takes a deactivated account in with the code its owner generated (also from another school, decision 052). */
export function ReactivationForm({ schoolUuid }: { schoolUuid: string }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const reactivate = useReactivateAccount(schoolUuid);
  const { form, formRef, onSubmit, showFieldErrors } = useAdminForm({
    schema: reactivationBodySchema,
    defaultValues: { code: '', role: 'SCHUELER' } satisfies ReactivationValues,
    fieldOrder: ['code', 'role'],
  });

  const save = onSubmit((body) =>
    reactivate.mutate(body, {
      onSuccess: (account) => {
        form.setValue('code', '');
        announce(t('administration.reactivation.done', { name: `${account.first_name} ${account.surname}` }));
      },
      // The code is what finds the account: whatever went wrong is said at the code.
      onError: (error) => {
        const { message, fields } = failureOf(error, t('administration.saveError'));
        showFieldErrors({ code: fields.code ?? message });
      },
    }),
  );

  return (
    <section className="admin-section" aria-labelledby="reactivation-heading">
      <h2 id="reactivation-heading">{t('administration.reactivation.title')}</h2>
      <p>{t('administration.reactivation.lead')}</p>
      <form ref={formRef} className="admin-form admin-form--inline" onSubmit={save} noValidate>
        <AdminFormTextField
          control={form.control}
          name="code"
          label={t('administration.reactivation.code')}
          inputMode="numeric"
          isRequired
          hint={t('administration.reactivation.codeHint', { example: formatReactivationCode('123456789012') })}
        />
        <AdminFormSelectField
          control={form.control}
          name="role"
          label={t('administration.accounts.role')}
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
