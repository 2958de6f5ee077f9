import {
  createInternshipBodySchema,
  daysBetween,
  INTERNSHIP_LIMITS,
  INTERNSHIP_MESSAGES,
  type CreateInternshipBody,
  type Internship,
} from '@berufswahl/contracts/bo/internships';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The fields of the form in the order they show (the first error gets the focus). */
export const INTERNSHIP_FORM_FIELDS = [
  'company_name',
  'street',
  'postcode',
  'city',
  'field_of_work',
  'supervisor_name',
  'supervisor_email',
  'supervisor_phone',
  'start_date',
  'end_date',
  'daily_hours',
  'expectations',
] as const;
export type InternshipFormField = (typeof INTERNSHIP_FORM_FIELDS)[number];

/** What the inputs hold: text, as typed (hours with a German comma, dates from the date pickers). */
export type InternshipFormValues = Record<InternshipFormField, string>;

/** The form's start: empty for a new placement, the stored values to change one. */
export function initialFormValues(internship?: Internship): InternshipFormValues {
  return {
    company_name: internship?.company_name ?? '',
    street: internship?.street ?? '',
    postcode: internship?.postcode ?? '',
    city: internship?.city ?? '',
    field_of_work: internship?.field_of_work.key ?? '',
    supervisor_name: internship?.supervisor_name ?? '',
    supervisor_email: internship?.supervisor_email ?? '',
    supervisor_phone: internship?.supervisor_phone ?? '',
    start_date: internship?.start_date ?? '',
    end_date: internship?.end_date ?? '',
    daily_hours: internship?.daily_hours === null || internship?.daily_hours === undefined ? '' : String(internship.daily_hours).replace('.', ','),
    expectations: internship?.expectations ?? '',
  };
}

/** "6,5" and "6.5" are 6.5; empty is "not given"; anything else stays NaN, which the schema refuses with its message. */
function hoursOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** The request body of the form's values; `draft` says which button was pressed. */
export function toInternshipBody(values: InternshipFormValues, draft: boolean): CreateInternshipBody {
  return {
    company_name: values.company_name,
    street: values.street,
    postcode: values.postcode,
    city: values.city,
    field_of_work: values.field_of_work,
    supervisor_name: values.supervisor_name,
    supervisor_email: values.supervisor_email,
    supervisor_phone: values.supervisor_phone.trim() === '' ? null : values.supervisor_phone,
    start_date: values.start_date,
    end_date: values.end_date,
    daily_hours: hoursOf(values.daily_hours),
    expectations: values.expectations.trim() === '' ? null : values.expectations,
    draft,
  };
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with the pair of days (end before start, too long a span), or null. */
export function datesMessage(start: string, end: string): string | null {
  if (!isoDay.test(start) || !isoDay.test(end)) return null;
  if (end < start) return INTERNSHIP_MESSAGES.endBeforeStart;
  return daysBetween(start, end) > INTERNSHIP_LIMITS.maxDurationDays ? INTERNSHIP_MESSAGES.tooLong : null;
}

/**
 * Checks the form with the contract's schema – the one the server checks with – so the student
 * reads the same German message before sending as after; the first message per field is shown.
 */
export const internshipFormResolver: Resolver<InternshipFormValues> = (values) => {
  const parsed = createInternshipBodySchema.safeParse(toInternshipBody(values, true));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<InternshipFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(INTERNSHIP_FORM_FIELDS as readonly string[]).includes(field)) continue;
    const name = field as InternshipFormField;
    errors[name] ??= { type: issue.code, message: issue.message };
  }
  // zod checks the two dates together only once every other field is valid; the form says it at once.
  const datesError = datesMessage(values.start_date, values.end_date);
  if (datesError && !errors.end_date && !errors.start_date) errors.end_date = { type: 'custom', message: datesError };
  return { values: {}, errors };
};
