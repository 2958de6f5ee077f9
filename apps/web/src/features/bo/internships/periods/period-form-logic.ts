import { INTERNSHIP_LIMITS, type CreateInternshipPeriodBody } from '@berufswahl/contracts/bo/internships';

export type PeriodFormValues = { grade: string; label: string; start: string; end: string };
export type PeriodFormField = keyof PeriodFormValues;
export type PeriodFormProblem = 'gradeInvalid' | 'dateMissing' | 'endBeforeStart' | 'labelTooLong';

export const EMPTY_PERIOD_FORM: PeriodFormValues = { grade: '', label: '', start: '', end: '' };

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Checks the form as the server will (contracts' createInternshipPeriodBodySchema) so the
 * coordinator sees every problem at once, beside its field; the server still decides.
 */
export function checkPeriodForm(values: PeriodFormValues): { problems: Partial<Record<PeriodFormField, PeriodFormProblem>>; body: CreateInternshipPeriodBody | null } {
  const problems: Partial<Record<PeriodFormField, PeriodFormProblem>> = {};
  const grade = Number(values.grade.trim());
  if (!/^\d{1,2}$/.test(values.grade.trim()) || grade < 5 || grade > 13) problems.grade = 'gradeInvalid';
  if (values.label.trim().length > INTERNSHIP_LIMITS.periodLabelMax) problems.label = 'labelTooLong';
  if (!isoDay.test(values.start)) problems.start = 'dateMissing';
  if (!isoDay.test(values.end)) problems.end = 'dateMissing';
  else if (isoDay.test(values.start) && values.end < values.start) problems.end = 'endBeforeStart';
  if (Object.keys(problems).length > 0) return { problems, body: null };
  return { problems, body: { grade, label: values.label.trim(), start_date: values.start, end_date: values.end } };
}
