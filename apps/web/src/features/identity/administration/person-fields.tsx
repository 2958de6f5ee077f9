import { useTranslation } from 'react-i18next';
import { AdminTextField } from './text-field';

type PersonField = 'first_name' | 'surname' | 'email' | 'username';

interface PersonFieldsProps {
  values: Record<PersonField, string>;
  errors: Partial<Record<PersonField, string>>;
  set: (field: PersonField) => (value: string) => void;
}

/** Name, email and user name of a new account (accounts one by one, coordinators of a Land). */
export function PersonFields({ values, errors, set }: PersonFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <AdminTextField label={t('administration.fields.firstName')} name="first_name" value={values.first_name} onChange={set('first_name')} isRequired errorMessage={errors.first_name} />
      <AdminTextField label={t('administration.fields.surname')} name="surname" value={values.surname} onChange={set('surname')} isRequired errorMessage={errors.surname} />
      <AdminTextField label={t('administration.fields.email')} name="email" type="email" value={values.email} onChange={set('email')} errorMessage={errors.email} />
      <AdminTextField
        label={t('administration.fields.username')}
        name="username"
        value={values.username}
        onChange={set('username')}
        hint={t('administration.accounts.usernameHint')}
        errorMessage={errors.username}
      />
    </>
  );
}
