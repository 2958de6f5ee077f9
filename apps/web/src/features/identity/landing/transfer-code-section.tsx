import { TRANSFER_CODE_DIGITS, transferCodeInputSchema } from '@berufswahl/contracts/identity/transfer';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { useTransferToSchool } from './api/transfer-to-school';

/**
 * Moving the account to another school with that school's numeric transfer code (spec 2; decision
 * 197). The new school's coordinator gives the code; entering it moves the account there at once,
 * and the app opens as a student's (the page leaves itself when `me` changes).
 */
export function TransferCodeSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const transfer = useTransferToSchool();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState('');
  const input = useRef<HTMLInputElement | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const parsed = transferCodeInputSchema.safeParse(code);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    transfer.mutate(
      { code: parsed.data },
      {
        onError: (error) => {
          const body = isApiError(error) ? error.errorBody : undefined;
          const codeMessage = body?.fields?.find((entry) => entry.field === 'code')?.message;
          if (codeMessage) {
            setFieldError(codeMessage);
            input.current?.focus();
            return;
          }
          const isRateLimited = isApiError(error) && error.status === 429;
          setFormError(isRateLimited ? t('lifecycle.transfer.rateLimited') : (body?.message ?? t('lifecycle.transfer.failed')));
        },
      },
    );
  };

  return (
    <section className="lifecycle-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('lifecycle.transfer.title')}</h2>
      <p>{t('lifecycle.transfer.text')}</p>
      <form className="lifecycle-transfer" noValidate onSubmit={submit} aria-labelledby={headingId}>
        <TextField
          className="field"
          name="transfer-code"
          value={code}
          onChange={setCode}
          isRequired
          isInvalid={fieldError !== undefined}
          validationBehavior="aria"
          autoComplete="off"
        >
          <Label className="field__label">{t('lifecycle.transfer.label')}</Label>
          <Text slot="description" className="field__hint">
            {t('lifecycle.transfer.hint', { digits: TRANSFER_CODE_DIGITS })}
          </Text>
          <Input className="field__input lifecycle-transfer__input" inputMode="numeric" maxLength={20} ref={input} />
          <FieldError className="field__error">{fieldError}</FieldError>
        </TextField>
        <Button type="submit" className="button" isDisabled={transfer.isPending} data-testid="transfer-submit">
          {transfer.isPending ? t('lifecycle.transfer.pending') : t('lifecycle.transfer.button')}
        </Button>
        <p role="status">{transfer.isSuccess ? t('lifecycle.transfer.done') : ''}</p>
        <p role="alert" className={formError ? 'form-error' : undefined}>
          {formError}
        </p>
      </form>
    </section>
  );
}
