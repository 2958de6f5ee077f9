import { INTERNSHIP_REPORT_MULTIPART_FIELDS, type Internship } from '@berufswahl/contracts/bo/internships';
import { isApiError } from '../../../../lib/api-error';

/** Whether, and why not, the student can write a report about the placement today (German day `YYYY-MM-DD`). */
export type ReportWriting = { kind: 'open' } | { kind: 'needs-confirmation' } | { kind: 'from-start'; startDate: string };

/** The server's rules (reports.service.ts), said before the student types: confirmed, and from the first day on. */
export function reportWritingOf(internship: Pick<Internship, 'state' | 'start_date'>, today: string): ReportWriting {
  const isConfirmed = internship.state === 'confirmed' || internship.state === 'running' || internship.state === 'finished';
  if (!isConfirmed) return { kind: 'needs-confirmation' };
  if (today < internship.start_date) return { kind: 'from-start', startDate: internship.start_date };
  return { kind: 'open' };
}

/** The multipart body of a report: text fields first, so the server knows them before the photo streams in. */
export function buildReportFormData(fields: { text: string; reportDate: string }, photo: File | null): FormData {
  const data = new FormData();
  data.append(INTERNSHIP_REPORT_MULTIPART_FIELDS.text, fields.text);
  data.append(INTERNSHIP_REPORT_MULTIPART_FIELDS.reportDate, fields.reportDate);
  if (photo) data.append(INTERNSHIP_REPORT_MULTIPART_FIELDS.photo, photo, photo.name);
  return data;
}

export type ReportFieldName = 'text' | 'report_date' | 'photo';

/**
 * What the form does with a failed save: a full storage opens the storage-full dialog (spec 8);
 * the server's messages per field show at their fields; anything else as one line under the form.
 */
export type ReportSaveFailure =
  | { kind: 'storage-full' }
  | { kind: 'fields'; fields: Partial<Record<ReportFieldName, string>>; message: string | null };

const FIELD_NAMES: readonly string[] = ['text', 'report_date', 'photo'];

export function reportSaveFailureOf(error: unknown): ReportSaveFailure {
  if (isApiError(error) && error.code === 'USER_STORAGE_FULL') return { kind: 'storage-full' };
  const body = isApiError(error) ? error.errorBody : undefined;
  const fields: Partial<Record<ReportFieldName, string>> = {};
  const rest: string[] = [];
  for (const field of body?.fields ?? []) {
    if (FIELD_NAMES.includes(field.field)) fields[field.field as ReportFieldName] ??= field.message;
    else rest.push(field.message);
  }
  const hasFields = Object.keys(fields).length > 0;
  const message = rest.length > 0 ? rest.join(' ') : hasFields ? null : (body?.message ?? null);
  return { kind: 'fields', fields, message };
}
