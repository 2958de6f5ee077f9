import type { Control, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AdminFormTextField } from './admin-form-fields';

/** The person fields every form of a new account has; the form may hold more (role, class). */
export type PersonValues = { first_name: string; surname: string; email: string; username: string };

/** Name, email and user name of a new account (accounts one by one, coordinators of a Land). */
export function PersonFields<Values extends PersonValues, Body>({ control }: { control: Control<Values, unknown, Body> }) {
  const { t } = useTranslation();
  // The names exist in every `Values` (it extends PersonValues); TypeScript cannot see that through `Path`.
  const name = (field: keyof PersonValues) => field as Path<Values>;
  return (
    <>
      <AdminFormTextField control={control} name={name('first_name')} label={t('administration.fields.firstName')} isRequired />
      <AdminFormTextField control={control} name={name('surname')} label={t('administration.fields.surname')} isRequired />
      <AdminFormTextField control={control} name={name('email')} type="email" label={t('administration.fields.email')} />
      <AdminFormTextField control={control} name={name('username')} label={t('administration.fields.username')} hint={t('administration.accounts.usernameHint')} />
    </>
  );
}
