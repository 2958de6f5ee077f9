import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { STATEMENT_STARTERS, STATEMENT_TEXT_MAX, statementInputSchema, type StatementInput } from '@berufswahl/contracts/bo/statements';
import { focusAndReveal } from '../../../components/ui/focus-first-error';
import { FormTextField } from '../../../components/ui/form-text-field';
import { isApiError } from '../../../lib/api-client';
import { useSaveStatement } from './api/save-statement';

interface StatementFormProps {
  /** The statement to edit; a new one without it. */
  statement?: { uuid: string; text: string };
  /** `isKept`: written offline, it waits on this device for the connection (decision 240). */
  onSaved: (isKept: boolean) => void;
  onCancel?: () => void;
}

/**
 * Writes or edits a statement: one text area with a character counter, checked with the
 * contract's schema as you type (the server checks the same); the server's message shows when
 * saving fails.
 */
export function StatementForm({ statement, onSaved, onCancel }: StatementFormProps) {
  const { t } = useTranslation();
  const save = useSaveStatement();
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<StatementInput>({
    resolver: zodResolver(statementInputSchema),
    mode: 'onTouched',
    defaultValues: { text: statement?.text ?? '' },
    shouldFocusError: false,
  });
  const text = useWatch({ control: form.control, name: 'text' }) ?? '';

  const submit = async (values: StatementInput) => {
    setServerError(null);
    try {
      const { isKept } = await save.mutateAsync({ text: values.text, statementUuid: statement?.uuid });
      if (!statement) form.reset({ text: '' });
      onSaved(isKept);
    } catch (error) {
      setServerError((isApiError(error) && error.errorBody?.message) || t('statements.form.errorFallback'));
    }
  };

  return (
    <form
      className="statement-form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit, () => focusAndReveal(textRef.current))(event)}
    >
      <Controller
        control={form.control}
        name="text"
        render={({ field, fieldState }) => (
          <FormTextField
            label={t('statements.form.label')}
            requiredMark={t('statements.required')}
            hint={
              <>
                {t('statements.form.hint', { starters: STATEMENT_STARTERS.join(' · ') })}{' '}
                <span className="statement-form__counter">{t('statements.form.characters', { count: text.length, max: STATEMENT_TEXT_MAX })}</span>
              </>
            }
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            errorMessage={fieldState.error?.message}
            isRequired
            isDisabled={save.isPending}
            rows={3}
            inputRef={(element) => {
              field.ref(element);
              textRef.current = element;
            }}
          />
        )}
      />
      {serverError && (
        <p className="form-error" role="alert">
          {serverError}
        </p>
      )}
      <div className="statement-form__actions">
        {onCancel && (
          <Button className="button button--secondary" onPress={onCancel} isDisabled={save.isPending}>
            {t('statements.cancel')}
          </Button>
        )}
        <Button className="button" type="submit" isDisabled={save.isPending}>
          {save.isPending ? t('statements.form.saving') : statement ? t('statements.form.saveEdit') : t('statements.form.save')}
        </Button>
      </div>
    </form>
  );
}
