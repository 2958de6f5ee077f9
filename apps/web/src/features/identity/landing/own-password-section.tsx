import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  checkOwnPasswordChange,
  PASSWORD_RULES,
  type OwnPasswordChangeBody,
  type OwnPasswordField,
} from '@berufswahl/contracts/identity/password-change';
import { focusAndReveal } from '../../../components/ui/focus-first-error';
import { isApiError } from '../../../lib/api-client';
import { useFormality } from '../../../lib/formality';
import { logout } from '../../../lib/keycloak';
import { useAccountConfig, useChangeOwnPassword } from './api/own-password';

const FIELD_ORDER: readonly OwnPasswordField[] = ['current_password', 'new_password', 'new_password_repeat'];
const EMPTY: OwnPasswordChangeBody = { current_password: '', new_password: '', new_password_repeat: '' };
const AUTOCOMPLETE: Record<OwnPasswordField, string> = {
  current_password: 'current-password',
  new_password: 'new-password',
  new_password_repeat: 'new-password',
};
const LABEL_KEYS = { current_password: 'current', new_password: 'new', new_password_repeat: 'repeat' } as const;

type FieldErrors = Partial<Record<OwnPasswordField, string>>;

/**
 * "Passwort ändern" on "Meine Daten" (decision 133): the current password and the new one twice,
 * checked with the contract's rules before sending and by the server after. A wrong field is named
 * under the field and takes focus; anything else shows under the form. Success ends every session,
 * so the form gives way to the confirmation and the button to sign in again. With an external
 * Keycloak the section links to its account console instead.
 */
export function OwnPasswordSection() {
  const { t } = useTranslation();
  const context = useFormality();
  const headingId = useId();
  const accountConfig = useAccountConfig();
  const change = useChangeOwnPassword();
  const [values, setValues] = useState<OwnPasswordChangeBody>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<OwnPasswordField, HTMLInputElement | null>>>({});

  // Unknown (not loaded or failed): no section rather than a form that may not apply.
  if (!accountConfig.data) return null;

  const heading = <h2 id={headingId}>{t('lifecycle.password.title', { context })}</h2>;
  if (accountConfig.data.password_change === 'provider') {
    return (
      <section className="lifecycle-section" aria-labelledby={headingId}>
        {heading}
        <p>{t('lifecycle.password.provider', { context })}</p>
        {accountConfig.data.account_url && (
          <p>
            <a href={accountConfig.data.account_url}>{t('lifecycle.password.providerLink')}</a>
          </p>
        )}
      </section>
    );
  }

  if (change.isSuccess) {
    return (
      <section className="lifecycle-section" aria-labelledby={headingId}>
        {heading}
        <p role="status" data-testid="password-changed">
          {t('lifecycle.password.done', { context })}
        </p>
        <Button className="button lifecycle-password__again" onPress={() => void logout()}>
          {t('lifecycle.password.signInAgain')}
        </Button>
      </section>
    );
  }

  const showErrors = (errors: FieldErrors) => {
    setFieldErrors(errors);
    const first = FIELD_ORDER.find((field) => errors[field] !== undefined);
    if (first) focusAndReveal(inputs.current[first]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problems = checkOwnPasswordChange(values, context);
    if (problems.length > 0) {
      showErrors(Object.fromEntries(problems.map(({ field, message }) => [field, message])));
      return;
    }
    setFieldErrors({});
    change.mutate(values, {
      onError: (error) => {
        const body = isApiError(error) ? error.errorBody : undefined;
        const fields = (body?.fields ?? []).filter((entry): entry is { field: OwnPasswordField; message: string } =>
          (FIELD_ORDER as readonly string[]).includes(entry.field),
        );
        if (fields.length > 0) {
          showErrors(Object.fromEntries(fields.map(({ field, message }) => [field, message])));
          // A wrong current password is typed again; the new one may stay.
          if (fields.some(({ field }) => field === 'current_password')) setValues((previous) => ({ ...previous, current_password: '' }));
          return;
        }
        setFormError(body?.message ?? t('lifecycle.password.failed', { context }));
      },
    });
  };

  const requiredMark = ` (${t('lifecycle.password.required')})`;
  return (
    <section className="lifecycle-section" aria-labelledby={headingId}>
      {heading}
      <p>{t('lifecycle.password.text', { context })}</p>
      <form className="lifecycle-password" noValidate onSubmit={submit} aria-labelledby={headingId}>
        {FIELD_ORDER.map((field) => (
          <TextField
            key={field}
            className="field"
            name={field}
            type="password"
            autoComplete={AUTOCOMPLETE[field]}
            value={values[field]}
            onChange={(value) => setValues((previous) => ({ ...previous, [field]: value }))}
            isRequired
            isInvalid={fieldErrors[field] !== undefined}
            validationBehavior="aria"
          >
            <Label className="field__label">
              {t(`lifecycle.password.${LABEL_KEYS[field]}`)}
              {requiredMark}
            </Label>
            {field === 'new_password' && (
              <Text slot="description" className="field__hint">
                {t('lifecycle.password.hint', { context, min: PASSWORD_RULES.minLength })}
              </Text>
            )}
            <Input
              className="field__input"
              maxLength={PASSWORD_RULES.maxLength + 1}
              ref={(element) => {
                inputs.current[field] = element;
              }}
            />
            <FieldError className="field__error">{fieldErrors[field]}</FieldError>
          </TextField>
        ))}
        <Button type="submit" className="button" isDisabled={change.isPending} data-testid="password-submit">
          {change.isPending ? t('lifecycle.password.pending') : t('lifecycle.password.button')}
        </Button>
        <p role="alert" className={formError ? 'form-error' : undefined} data-testid="password-error">
          {formError}
        </p>
      </form>
    </section>
  );
}
