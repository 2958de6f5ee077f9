import { z } from 'zod';
import { requiredEmail, requiredLineText, requiredText, validationMessages } from '../shared/validation';
import { STORY_MESSAGES, STORY_MESSAGES_LEICHT } from './stories';

/*
 * Praktikum (issue 16, decision 229): a student's placements in a company, the teacher's review, the
 * school's internship periods and the reports of the internship (Praktikumstagebuch). Routes under
 * /api/bo/v1:
 *   GET    /fields-of-work                               the Berufsfelder (content/internships)
 *   POST   /internships                                  record a placement (draft or submitted)
 *   GET    /internships/my                               the student's own placements
 *   GET    /internships/:internshipUuid                  one placement (student, class teachers, coordinators)
 *   PATCH  /internships/:internshipUuid                  edit, submit (draft: false)
 *   DELETE /internships/:internshipUuid                  delete a draft or returned placement
 *   PATCH  /internships/:internshipUuid/review           the teacher confirms or returns it
 *   GET    /classes/:classUuid/internships               the class overview (teachers, coordinators)
 *   POST   /classes/:classUuid/internships/reminders     remind students without a placement
 *   GET    /internship-periods                           the school's periods
 *   POST   /internship-periods                           a coordinator adds one
 *   DELETE /internship-periods/:periodUuid               and removes it
 *   POST   /internships/:internshipUuid/reports          a report (multipart like stories: text, photo)
 *   GET    /internships/:internshipUuid/reports          the timeline
 *   DELETE /internship-reports/:reportUuid               the student deletes a report
 */

/** German field names, used in the validation messages of client and server alike. */
export const INTERNSHIP_FIELD_LABELS = {
  company_name: 'Name des Betriebs',
  street: 'Straße und Hausnummer',
  postcode: 'Postleitzahl',
  city: 'Ort',
  field_of_work: 'Berufsfeld',
  supervisor_name: 'Name der Betreuerin oder des Betreuers',
  supervisor_email: 'E-Mail der Betreuerin oder des Betreuers',
  supervisor_phone: 'Telefon der Betreuerin oder des Betreuers',
  start_date: 'Erster Tag',
  end_date: 'Letzter Tag',
  daily_hours: 'Stunden am Tag',
  expectations: 'Was du lernen willst',
  comment: 'Kommentar',
  grade: 'Jahrgangsstufe',
  label: 'Bezeichnung',
  text: 'Bericht',
  report_date: 'Datum',
  photo: 'Foto',
} as const;

export const INTERNSHIP_LIMITS = {
  companyNameMax: 255,
  streetMax: 255,
  cityMax: 120,
  nameMax: 255,
  emailMax: 255,
  phoneMax: 40,
  expectationsMax: 2500,
  commentMax: 1000,
  periodLabelMax: 120,
  reportTextMax: 2500,
  /** Daily working hours a placement may state (Jugendarbeitsschutzgesetz: at most 8 for minors). */
  dailyHoursMin: 1,
  dailyHoursMax: 10,
  /** An internship is at most a few weeks; longer spans are almost always a typo in the year. */
  maxDurationDays: 62,
} as const;

/**
 * The messages of the routes only the student calls (du; the placement form, its reports), apart
 * so that they can have Leichte-Sprache twins (decision 234).
 */
export const INTERNSHIP_STUDENT_MESSAGES = {
  endBeforeStart: 'Der letzte Tag darf nicht vor dem ersten Tag liegen.',
  tooLong: `Ein Praktikum dauert höchstens ${INTERNSHIP_LIMITS.maxDurationDays} Tage. Prüfe bitte die Daten.`,
  unknownFieldOfWork: 'Bitte wähle ein Berufsfeld aus der Liste.',
  postcode: 'Die Postleitzahl hat fünf Ziffern.',
  dailyHours: `Gib die Stunden am Tag als Zahl zwischen ${INTERNSHIP_LIMITS.dailyHoursMin} und ${INTERNSHIP_LIMITS.dailyHoursMax} an.`,
  notEditable: 'Deine Lehrkraft hat dieses Praktikum schon bestätigt. Wenn sich etwas ändert, sprich bitte mit ihr.',
  notDeletable: 'Ein eingereichtes oder bestätigtes Praktikum kannst du nicht löschen. Sprich bitte mit deiner Lehrkraft.',
  noClass: 'Du bist noch in keiner Lerngruppe. Deine Lehrkraft muss dich zuerst einer Lerngruppe zuordnen.',
  outsidePeriod: 'Dieses Praktikum liegt nicht im Praktikumszeitraum deiner Jahrgangsstufe. Das ist erlaubt – sprich es aber bitte mit deiner Lehrkraft ab.',
  reportOnlyFromStart: 'Berichte kannst du ab dem ersten Praktikumstag schreiben.',
  reportNeedsConfirmed: 'Berichte kannst du schreiben, sobald deine Lehrkraft das Praktikum bestätigt hat.',
  reportPhotoOnly: STORY_MESSAGES.photoOnly,
} as const;

/** The student's placement messages in Leichte Sprache (decision 234). */
export const INTERNSHIP_STUDENT_MESSAGES_LEICHT: Record<keyof typeof INTERNSHIP_STUDENT_MESSAGES, string> = {
  endBeforeStart: 'Der letzte Tag ist vor dem ersten Tag. Bitte prüfe die Tage.',
  tooLong: `Ein Praktikum dauert höchstens ${INTERNSHIP_LIMITS.maxDurationDays} Tage. Bitte prüfe die Tage.`,
  unknownFieldOfWork: 'Bitte wähle ein Berufs·feld aus der Liste.',
  postcode: 'Die Post·leit·zahl hat 5 Ziffern.',
  dailyHours: `Wie viele Stunden am Tag arbeitest du? Schreib eine Zahl von ${INTERNSHIP_LIMITS.dailyHoursMin} bis ${INTERNSHIP_LIMITS.dailyHoursMax}.`,
  notEditable: 'Deine Lehrkraft hat das Praktikum schon bestätigt. Hat sich etwas geändert? Dann sprich bitte mit deiner Lehrkraft.',
  notDeletable: 'Deine Lehrkraft hat das Praktikum schon bekommen. Darum kannst du es nicht löschen. Sprich bitte mit deiner Lehrkraft.',
  noClass: 'Du bist noch in keiner Klasse. Deine Lehrkraft muss dich erst in eine Klasse tun.',
  outsidePeriod: 'Deine Klasse hat eine andere Zeit für das Praktikum. Das ist erlaubt. Aber sprich bitte mit deiner Lehrkraft darüber.',
  reportOnlyFromStart: 'Berichte kannst du ab dem 1. Tag vom Praktikum schreiben.',
  reportNeedsConfirmed: 'Berichte kannst du erst schreiben, wenn deine Lehrkraft das Praktikum bestätigt hat.',
  reportPhotoOnly: STORY_MESSAGES_LEICHT.photoOnly,
};

/**
 * Messages: du for students, Sie for teachers and coordinators (CONTENT.md). The server answers
 * each route in the voice of the role that may call it.
 */
export const INTERNSHIP_MESSAGES = {
  ...INTERNSHIP_STUDENT_MESSAGES,
  notSubmitted: 'Dieses Praktikum ist nicht eingereicht. Sie können nur eingereichte Praktika bestätigen oder zurückgeben.',
  returnNeedsComment: 'Bitte schreiben Sie dazu, was die Schülerin oder der Schüler ändern soll.',
  periodEndBeforeStart: 'Das Ende des Zeitraums darf nicht vor dem Beginn liegen.',
  periodGrade: 'Bitte geben Sie eine Jahrgangsstufe von 5 bis 13 an.',
  reminderTitle: 'Praktikum eintragen',
  reminderText: 'Deine Lehrkraft erinnert dich: Trag bitte deinen Praktikumsplatz in der App ein.',
} as const;

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day `YYYY-MM-DD` that exists (no 31 April). */
export function isoDateSchema(label: string) {
  return z
    .string({ error: validationMessages.required(label) })
    .regex(isoDatePattern, { error: validationMessages.regex(label) })
    .refine((value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
    }, { error: validationMessages.regex(label) });
}

/** Days from `start` to `end`, both `YYYY-MM-DD`, counting both (a one-day internship is 1). */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

/** A Berufsfeld of the Bundesagentur für Arbeit's list (content/internships/fields-of-work.json). */
export const fieldOfWorkSchema = z.object({ key: z.string(), name: z.string() });
export type FieldOfWork = z.infer<typeof fieldOfWorkSchema>;
export const fieldsOfWorkSchema = z.array(fieldOfWorkSchema);
export type FieldsOfWork = z.infer<typeof fieldsOfWorkSchema>;

const L = INTERNSHIP_FIELD_LABELS;
const M = INTERNSHIP_LIMITS;

function optionalText(label: string, maxLength: number) {
  return z
    .string()
    .trim()
    .max(maxLength, { error: validationMessages.max(label, maxLength) })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** The fields of a placement as the student enters them. */
export const internshipFieldsSchema = z.object({
  company_name: requiredLineText(L.company_name, M.companyNameMax),
  street: requiredLineText(L.street, M.streetMax),
  postcode: z
    .string({ error: validationMessages.required(L.postcode) })
    .trim()
    .regex(/^\d{5}$/, { error: INTERNSHIP_MESSAGES.postcode }),
  city: requiredLineText(L.city, M.cityMax),
  field_of_work: requiredText(L.field_of_work, 60),
  supervisor_name: requiredLineText(L.supervisor_name, M.nameMax),
  supervisor_email: requiredEmail(L.supervisor_email, M.emailMax),
  supervisor_phone: optionalText(L.supervisor_phone, M.phoneMax),
  start_date: isoDateSchema(L.start_date),
  end_date: isoDateSchema(L.end_date),
  daily_hours: z
    .number({ error: INTERNSHIP_MESSAGES.dailyHours })
    .min(M.dailyHoursMin, { error: INTERNSHIP_MESSAGES.dailyHours })
    .max(M.dailyHoursMax, { error: INTERNSHIP_MESSAGES.dailyHours })
    .multipleOf(0.5, { error: INTERNSHIP_MESSAGES.dailyHours })
    .nullish()
    .transform((value) => value ?? null),
  expectations: optionalText(L.expectations, M.expectationsMax),
});

function checkDates(fields: { start_date?: string | undefined; end_date?: string | undefined }, context: z.RefinementCtx): void {
  if (!fields.start_date || !fields.end_date) return;
  if (fields.end_date < fields.start_date) {
    context.addIssue({ code: 'custom', message: INTERNSHIP_MESSAGES.endBeforeStart, path: ['end_date'] });
  } else if (daysBetween(fields.start_date, fields.end_date) > M.maxDurationDays) {
    context.addIssue({ code: 'custom', message: INTERNSHIP_MESSAGES.tooLong, path: ['end_date'] });
  }
}

/** `POST /internships`: without `draft: true` the placement is submitted to the class's teachers at once. */
export const createInternshipBodySchema = internshipFieldsSchema
  .extend({ draft: z.boolean().optional().default(false) })
  .superRefine(checkDates);
export type CreateInternshipBody = z.input<typeof createInternshipBodySchema>;

/**
 * `PATCH /internships/:internshipUuid`: the fields to change; `draft: false` submits it (again, after
 * a return), `draft: true` keeps it a draft. A submitted placement that is edited stays submitted.
 */
export const updateInternshipBodySchema = internshipFieldsSchema
  .partial()
  .extend({ draft: z.boolean().optional() })
  .superRefine(checkDates);
export type UpdateInternshipBody = z.input<typeof updateInternshipBodySchema>;

export const internshipParamsSchema = z.object({ internshipUuid: z.uuid() });

/** What is stored. `running` and `finished` are not stored: they follow from the dates of a confirmed one. */
export const STORED_INTERNSHIP_STATES = ['draft', 'submitted', 'returned', 'confirmed'] as const;
export type StoredInternshipState = (typeof STORED_INTERNSHIP_STATES)[number];
/** What the app shows: a confirmed placement is `running` from its first day and `finished` after its last. */
export const INTERNSHIP_STATES = ['draft', 'submitted', 'returned', 'confirmed', 'running', 'finished'] as const;
export const internshipStateSchema = z.enum(INTERNSHIP_STATES);
export type InternshipState = z.infer<typeof internshipStateSchema>;

/** The state's German name: du for the student, neutral for staff lists. */
export const INTERNSHIP_STATE_LABELS: Record<InternshipState, string> = {
  draft: 'Entwurf',
  submitted: 'Eingereicht',
  returned: 'Zurückgegeben',
  confirmed: 'Bestätigt',
  running: 'Läuft',
  finished: 'Abgeschlossen',
};

/** The state a placement shows on a given day (German calendar day `YYYY-MM-DD`). */
export function internshipStateOn(stored: StoredInternshipState, startDate: string, endDate: string, today: string): InternshipState {
  if (stored !== 'confirmed') return stored;
  if (today > endDate) return 'finished';
  if (today >= startDate) return 'running';
  return 'confirmed';
}

export const internshipSchema = z.object({
  uuid: z.uuid(),
  student: z.object({ uuid: z.uuid(), first_name: z.string(), last_name: z.string() }),
  company_name: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  field_of_work: fieldOfWorkSchema,
  supervisor_name: z.string(),
  supervisor_email: z.string(),
  supervisor_phone: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  daily_hours: z.number().nullable(),
  expectations: z.string().nullable(),
  state: internshipStateSchema,
  /** The teacher's comment of the last review (why it was returned, or a note with the confirmation). */
  review_comment: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  /** No internship period of the student's grade covers the dates: a warning, not a refusal. */
  outside_period: z.boolean(),
  report_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Internship = z.infer<typeof internshipSchema>;

export const internshipListSchema = z.object({ items: z.array(internshipSchema) });
export type InternshipList = z.infer<typeof internshipListSchema>;

export const REVIEW_DECISIONS = ['confirmed', 'returned'] as const;
export const reviewInternshipBodySchema = z
  .object({
    decision: z.enum(REVIEW_DECISIONS, { error: 'Bitte wählen Sie „bestätigen“ oder „zurückgeben“.' }),
    comment: optionalText(L.comment, M.commentMax),
  })
  .refine((body) => body.decision !== 'returned' || body.comment !== null, {
    error: INTERNSHIP_MESSAGES.returnNeedsComment,
    path: ['comment'],
  });
export type ReviewInternshipBody = z.input<typeof reviewInternshipBodySchema>;

export const internshipPeriodSchema = z.object({
  uuid: z.uuid(),
  grade: z.number().int(),
  label: z.string(),
  start_date: z.string(),
  end_date: z.string(),
});
export type InternshipPeriod = z.infer<typeof internshipPeriodSchema>;
export const internshipPeriodListSchema = z.object({ items: z.array(internshipPeriodSchema) });
export type InternshipPeriodList = z.infer<typeof internshipPeriodListSchema>;

export const classInternshipsParamsSchema = z.object({ classUuid: z.uuid() });

/** The class overview: every student of the class, with or without placements. */
export const classInternshipsSchema = z.object({
  class: z.object({ uuid: z.uuid(), name: z.string(), grade: z.number().int() }),
  students: z.array(
    z.object({
      uuid: z.uuid(),
      first_name: z.string(),
      last_name: z.string(),
      internships: z.array(internshipSchema),
    }),
  ),
  periods: z.array(internshipPeriodSchema),
});
export type ClassInternships = z.infer<typeof classInternshipsSchema>;

/** Without `student_uuids` every student of the class without a placement is reminded. */
export const internshipRemindersBodySchema = z.object({ student_uuids: z.array(z.uuid()).max(200).optional() });
export type InternshipRemindersBody = z.input<typeof internshipRemindersBodySchema>;
export const internshipRemindersResultSchema = z.object({ notified: z.number().int() });
export type InternshipRemindersResult = z.infer<typeof internshipRemindersResultSchema>;


export const createInternshipPeriodBodySchema = z
  .object({
    grade: z
      .number({ error: INTERNSHIP_MESSAGES.periodGrade })
      .int({ error: INTERNSHIP_MESSAGES.periodGrade })
      .min(5, { error: INTERNSHIP_MESSAGES.periodGrade })
      .max(13, { error: INTERNSHIP_MESSAGES.periodGrade }),
    label: optionalText(L.label, M.periodLabelMax).transform((value) => value ?? ''),
    start_date: isoDateSchema('Beginn'),
    end_date: isoDateSchema('Ende'),
  })
  .refine((body) => body.end_date >= body.start_date, { error: INTERNSHIP_MESSAGES.periodEndBeforeStart, path: ['end_date'] });
export type CreateInternshipPeriodBody = z.input<typeof createInternshipPeriodBodySchema>;
export const internshipPeriodParamsSchema = z.object({ periodUuid: z.uuid() });

/** The multipart field names of a report (like a story's). */
export const INTERNSHIP_REPORT_MULTIPART_FIELDS = { text: 'text', reportDate: 'report_date', photo: 'photo' } as const;

export const internshipReportFieldsSchema = z.object({
  text: requiredText(L.text, M.reportTextMax),
  report_date: isoDateSchema(L.report_date),
});
export type InternshipReportFields = z.input<typeof internshipReportFieldsSchema>;

export const internshipReportSchema = z.object({
  uuid: z.uuid(),
  report_date: z.string(),
  text: z.string(),
  photo: z
    .object({
      file_uuid: z.uuid(),
      name: z.string(),
      mime_type: z.string(),
      size_bytes: z.number().int(),
      /** A short-lived link to the photo (the files module's signed download); null when it cannot be signed this time. */
      signed_url: z.string().nullable(),
    })
    .nullable(),
  created_at: z.string(),
});
export type InternshipReport = z.infer<typeof internshipReportSchema>;
export const internshipReportListSchema = z.object({ items: z.array(internshipReportSchema) });
export type InternshipReportList = z.infer<typeof internshipReportListSchema>;
export const internshipReportParamsSchema = z.object({ reportUuid: z.uuid() });

/** The German calendar day of an instant as `YYYY-MM-DD` (school days are German days). */
export function germanDayOf(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** `dd.mm.yyyy` of a calendar day `YYYY-MM-DD`, as German letters and notifications write it. */
export function formatGermanDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/**
 * Whether a placement lies outside the internship periods of its grade: only when the school has set
 * periods for that grade and none of them covers the whole placement. No periods: no warning.
 */
export function isOutsidePeriods(startDate: string, endDate: string, periods: readonly { start_date: string; end_date: string }[]): boolean {
  if (periods.length === 0) return false;
  return !periods.some((period) => period.start_date <= startDate && endDate <= period.end_date);
}

// ---------------------------------------------------------------------------------------------
// Reports (Praktikumstagebuch), issue 16 part "reports"

/** Messages of the report routes besides INTERNSHIP_MESSAGES (du: only the student writes reports). */
export const INTERNSHIP_REPORT_MESSAGES = {
  notInFuture: 'Einen Bericht kannst du nicht für einen Tag in der Zukunft schreiben.',
} as const;

/** The report messages in Leichte Sprache (decision 234). */
export const INTERNSHIP_REPORT_MESSAGES_LEICHT: Record<keyof typeof INTERNSHIP_REPORT_MESSAGES, string> = {
  notInFuture: 'Dieser Tag ist noch nicht gewesen. Für diesen Tag kannst du noch keinen Bericht schreiben.',
};

// ---------------------------------------------------------------------------------------------
// Class overview, review and periods, issue 16 part "overview"

/** Where a student's placements live in the app (the link of the notifications to the student). */
export { ASSESSMENT_STUDENT_PATH, INTERNSHIP_STUDENT_PATH } from './internship-paths';

/** The in-app notifications to the student after a review (du: the student reads them). */
export const INTERNSHIP_REVIEW_MESSAGES = {
  confirmedTitle: 'Praktikum bestätigt',
  confirmedText: (companyName: string) => `Deine Lehrkraft hat dein Praktikum bei ${companyName} bestätigt. Ab dem ersten Tag kannst du Berichte schreiben.`,
  returnedTitle: 'Praktikum zurückgegeben',
  returnedText: (companyName: string) =>
    `Deine Lehrkraft hat dein Praktikum bei ${companyName} zurückgegeben. Lies bitte ihren Kommentar, ändere die Angaben und reiche es noch einmal ein.`,
  linkText: 'Zum Praktikum',
} as const;

/**
 * The student's notifications about a placement in Leichte Sprache (decision 234): the review's and
 * the reminder's (`INTERNSHIP_MESSAGES.reminder…`), stored beside them.
 */
export const INTERNSHIP_NOTIFICATIONS_LEICHT = {
  confirmedTitle: 'Dein Praktikum ist in Ordnung',
  confirmedText: (companyName: string) =>
    `Deine Lehrkraft hat dein Praktikum bei ${companyName} bestätigt. Ab dem 1. Tag vom Praktikum kannst du Berichte schreiben.`,
  returnedTitle: 'Bitte ändere dein Praktikum',
  returnedText: (companyName: string) =>
    `Deine Lehrkraft hat dein Praktikum bei ${companyName} zurück·gegeben. Bitte lies den Kommentar von deiner Lehrkraft. Dann ändere deine Angaben. Dann schick das Praktikum noch einmal ab.`,
  linkText: 'Zum Praktikum',
  reminderTitle: 'Trag dein Praktikum ein',
  reminderText:
    'Deine Lehrkraft erinnert dich: Bitte trag deinen Praktikums·platz in der App ein. Ein Praktikums·platz ist die Firma für dein Praktikum.',
} as const;
