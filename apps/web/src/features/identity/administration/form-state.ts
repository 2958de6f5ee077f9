import type { ZodType } from 'zod';
import { isApiError } from '../../../lib/api-client';

export type FieldErrors = Record<string, string>;

/** Validates form values with the contract's schema: the parsed body, or the messages per field. */
export function validate<T>(schema: ZodType<T>, values: unknown): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * The server's German answer for a failed request: its message and the messages per field
 * (`fields`), so a form shows them under the fields they concern.
 */
export function errorsOfFailure(error: unknown, fallback: string): { message: string; fields: FieldErrors } {
  if (!isApiError(error)) return { message: fallback, fields: {} };
  const body = error.errorBody;
  const fields: FieldErrors = {};
  for (const field of body?.fields ?? []) fields[field.field] ??= field.message;
  return { message: body?.message ?? fallback, fields };
}

/** Focuses the first field (in form order) that has an error. */
export function focusFirstError(order: readonly string[], errors: FieldErrors, form: HTMLFormElement | null): void {
  const first = order.find((name) => errors[name] !== undefined);
  if (!first || !form) return;
  const element = form.querySelector<HTMLElement>(`[name="${first}"]`);
  element?.focus({ preventScroll: true });
  element?.scrollIntoView({ block: 'center' });
}
