import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type SubmitHandler } from 'react-hook-form';
import type { ZodType } from 'zod';
import { firstErrorField, focusAndReveal } from '../../../components/ui/focus-first-error';
import { isApiError } from '../../../lib/api-client';

/** Messages per field, as the server names the fields (`fields` of the error body). */
export type FieldMessages = Record<string, string>;

/**
 * The server's German answer for a failed request: its message and the messages per field, so a
 * form shows them under the fields they concern.
 */
export function failureOf(error: unknown, fallback: string): { message: string; fields: FieldMessages } {
  if (!isApiError(error)) return { message: fallback, fields: {} };
  const body = error.errorBody;
  const fields: FieldMessages = {};
  for (const field of body?.fields ?? []) fields[field.field] ??= field.message;
  return { message: body?.message ?? fallback, fields };
}

interface AdminFormOptions<Values extends FieldValues, Body> {
  /** The contract's schema of the request body. */
  schema: ZodType<Body>;
  defaultValues: DefaultValues<Values>;
  /** The fields in the order of the form: the first one with an error takes focus. */
  fieldOrder: readonly Path<Values>[];
  /** What the form's text values become before the schema checks them (empty select → null). */
  toBody?: (values: Values) => unknown;
  /** A clearer message than the schema's for some fields, e.g. a missing grade. */
  refineErrors?: (errors: FieldErrors<Values>, values: Values) => void;
}

/**
 * react-hook-form for the administration's forms: the contract's schema checks the body on
 * submit (and again on the next submit only – the messages stay until the person tries again, as
 * the screens always did); the first wrong field takes focus and is scrolled into view (spec 4);
 * the server's field messages show under their fields.
 */
export function useAdminForm<Values extends FieldValues, Body>({ schema, defaultValues, fieldOrder, toBody, refineErrors }: AdminFormOptions<Values, Body>) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values, unknown, Body>({
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    resolver: async (values, context, options) => {
      // zodResolver's types follow the schema's input; the body here is built from the form's text values.
      const result = await zodResolver(schema as never)((toBody ? toBody(values) : values) as FieldValues, context, options as never);
      const errors = result.errors as FieldErrors<Values>;
      if (Object.keys(errors).length === 0) return { values: result.values as Body, errors: {} };
      refineErrors?.(errors, values);
      return { values: {}, errors };
    },
  });

  const focusFirstError = (errors: Partial<Record<Path<Values>, unknown>>) => {
    const first = firstErrorField(fieldOrder, errors);
    if (first) focusAndReveal(formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`));
  };

  return {
    form,
    formRef,
    /** The form's `onSubmit`: checks, focuses the first wrong field or calls `onValid` with the body. */
    onSubmit: (onValid: SubmitHandler<Body>) => (event: FormEvent<HTMLFormElement>) =>
      void form.handleSubmit(onValid, (errors) => focusFirstError(errors as Partial<Record<Path<Values>, unknown>>))(event),
    /** Shows the server's messages under their fields (only these) and focuses the first of them. */
    showFieldErrors: (fields: Partial<Record<Path<Values>, string>>) => {
      form.clearErrors();
      for (const name of fieldOrder) {
        const message = fields[name];
        if (message !== undefined) form.setError(name, { type: 'server', message });
      }
      focusFirstError(fields);
    },
  };
}
