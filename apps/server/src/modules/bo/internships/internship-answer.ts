import {
  fieldsOfWorkSchema,
  internshipStateOn,
  isOutsidePeriods,
  type FieldOfWork,
  type FieldsOfWork,
  type Internship,
  type InternshipPeriod,
} from '@berufswahl/contracts';
import { z } from 'zod';
import { cacheOnce, readContentJson } from '../../../platform/content';
import type { internships } from './internships.schema';

/** The Berufsfelder of content/internships/fields-of-work.json, read once per process. */
export const loadFieldsOfWork = cacheOnce(async (): Promise<FieldsOfWork> => {
  const file = await readContentJson('internships/fields-of-work.json', z.object({ source: z.string(), fields: fieldsOfWorkSchema }));
  return file.fields;
});

export type InternshipRow = typeof internships.$inferSelect;

/** A placement row with what every answer shows beside it. */
export type InternshipAnswerRow = InternshipRow & {
  studentFirstName: string;
  studentLastName: string;
  reportCount: number;
};

/** A stored key that left the content list still shows (its key as the name) rather than failing the answer. */
function fieldOfWorkOf(key: string, fields: FieldsOfWork): FieldOfWork {
  return fields.find((field) => field.key === key) ?? { key, name: key };
}

/**
 * The answer of one placement (contracts `internshipSchema`): the state as it shows `today` (German
 * day), and whether it lies outside the internship periods of the student's grade (`periods`: the
 * periods of that grade at the student's school).
 */
export function toInternshipAnswer(
  row: InternshipAnswerRow,
  context: { fieldsOfWork: FieldsOfWork; periods: readonly Pick<InternshipPeriod, 'start_date' | 'end_date'>[]; today: string },
): Internship {
  return {
    uuid: row.uuid,
    student: { uuid: row.studentUuid, first_name: row.studentFirstName, last_name: row.studentLastName },
    company_name: row.companyName,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    field_of_work: fieldOfWorkOf(row.fieldOfWork, context.fieldsOfWork),
    supervisor_name: row.supervisorName,
    supervisor_email: row.supervisorEmail,
    supervisor_phone: row.supervisorPhone,
    start_date: row.startDate,
    end_date: row.endDate,
    daily_hours: row.dailyHours,
    expectations: row.expectations,
    state: internshipStateOn(row.state, row.startDate, row.endDate, context.today),
    review_comment: row.reviewComment,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    outside_period: isOutsidePeriods(row.startDate, row.endDate, context.periods),
    report_count: row.reportCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
