import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, type ReactNode } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ticketFieldsSchema, type TicketFields } from '@berufswahl/contracts/messaging/support-tickets';
import { firstErrorField, focusAndReveal } from '../../../components/ui/focus-first-error';
import { FormTextField } from '../../../components/ui/form-text-field';
import '../messaging-dialog-texts';

const FIELD_ORDER = ['subject', 'description'] as const;
type FieldName = (typeof FIELD_ORDER)[number];

/**
 * The title and description of both ticket forms (spec 2, 5) with the contract's schema,
 * validated "aggressively" – on change and on blur. Submitting an invalid form focuses the first
 * erroneous field and scrolls it into view (spec 4).
 */
export function useTicketForm() {
  const form = useForm({
    resolver: zodResolver(ticketFieldsSchema),
    mode: 'all',
    defaultValues: { subject: '', description: '' },
    shouldFocusError: false,
  });
  const fieldElements = useRef<Partial<Record<FieldName, HTMLElement | null>>>({});

  const onInvalid = (errors: FieldErrors<TicketFields>) => {
    const first = firstErrorField(FIELD_ORDER, errors);
    if (first) focusAndReveal(fieldElements.current[first]);
  };

  /** `handleSubmit` that focuses the first erroneous field when the form is invalid. */
  const submitWith = (onValid: (fields: TicketFields) => void | Promise<void>) => form.handleSubmit(onValid, onInvalid);

  return { form, fieldElements, submitWith };
}

type TicketForm = ReturnType<typeof useTicketForm>;

interface TicketFieldsProps {
  ticketForm: TicketForm;
  titleHint?: ReactNode;
  descriptionHint?: ReactNode;
  isDisabled?: boolean;
}

export function TicketFormFields({ ticketForm, titleHint, descriptionHint, isDisabled }: TicketFieldsProps) {
  const { t } = useTranslation();
  const { form, fieldElements } = ticketForm;
  const requiredMark = <span className="field__required"> ({t('messaging.required')})</span>;

  return (
    <>
      <Controller
        control={form.control}
        name="subject"
        render={({ field, fieldState }) => (
          <FormTextField
            label={t('messaging.ticket.titleLabel')}
            requiredMark={requiredMark}
            hint={titleHint}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            errorMessage={fieldState.error?.message}
            isRequired
            isDisabled={isDisabled}
            inputRef={(element) => {
              field.ref(element);
              fieldElements.current.subject = element;
            }}
          />
        )}
      />
      <Controller
        control={form.control}
        name="description"
        render={({ field, fieldState }) => (
          <FormTextField
            label={t('messaging.ticket.descriptionLabel')}
            requiredMark={requiredMark}
            hint={descriptionHint}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            errorMessage={fieldState.error?.message}
            isRequired
            isDisabled={isDisabled}
            rows={6}
            inputRef={(element) => {
              field.ref(element);
              fieldElements.current.description = element;
            }}
          />
        )}
      />
    </>
  );
}
