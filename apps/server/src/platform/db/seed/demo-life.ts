import { z } from 'zod';

const daysAgo = z.number().int().min(0);
/** Ratings of the competence items by key (content/internships/competences.json); null: „kann ich nicht beurteilen“. */
const demoRatings = z.record(z.string(), z.number().int().min(1).max(5).nullable());

/**
 * The living part of `content/demo/world.json` (decision 190). Read here with the rest of the
 * world; the modules whose tables it fills seed it (their `seedDemo`, decision 217): no notifications,
 * no points, rows added once by their uuid (or the class, for the active station) and then the users'
 * – a finished quest or another station stays as it is after a restart.
 */
export const demoLifeSchema = z.object({
  active_stations: z.array(z.object({ class: z.uuid(), station: z.uuid(), activated_by: z.uuid(), days_ago: daysAgo })),
  quests: z.array(
    z.object({ uuid: z.uuid(), class: z.uuid(), task: z.uuid(), title: z.string(), started_by: z.uuid(), days_ago: daysAgo }),
  ),
  news: z.array(
    z.object({
      uuid: z.uuid(),
      kind: z.enum(['news', 'event']),
      /** A school's key, or null for a Land's (`land: true`) or the whole system's item. */
      school: z.string().nullable(),
      land: z.boolean().optional(),
      author: z.uuid(),
      title: z.string(),
      /** Already sanitised HTML, as the news service stores it (decision 093). */
      text: z.string(),
      audiences: z.array(z.enum(['SCHUELER', 'LEHRER', 'ADMIN_SCHULE'])).min(1),
      class: z.uuid().optional(),
      days_ago: daysAgo,
      in_days: z.number().int().min(0).optional(),
      time: z.string().optional(),
      place: z.string().optional(),
    }),
  ),
  stories: z.array(z.object({ uuid: z.uuid(), owner: z.uuid(), description: z.string(), days_ago: daysAgo })),
  statements: z.array(z.object({ uuid: z.uuid(), owner: z.uuid(), text: z.string(), days_ago: daysAgo })),
  pins: z.array(
    z.object({
      uuid: z.uuid(),
      owner: z.uuid(),
      class: z.uuid(),
      kind: z.enum(['story', 'statement']),
      item: z.uuid(),
      days_ago: daysAgo,
    }),
  ),
  /**
   * Issue 16: a school's internship periods and the placements of 8a. Days count from the seeding
   * day (`day`: negative before it, positive after it), so a fresh training instance has one
   * finished, one running and one submitted placement.
   */
  internship_periods: z
    .array(
      z.object({
        uuid: z.uuid(),
        school: z.string(),
        grade: z.number().int(),
        label: z.string(),
        start_day: z.number().int(),
        end_day: z.number().int(),
        created_by: z.uuid(),
      }),
    )
    .default([]),
  internships: z
    .array(
      z.object({
        uuid: z.uuid(),
        student: z.uuid(),
        school: z.string(),
        company_name: z.string(),
        street: z.string(),
        postcode: z.string(),
        city: z.string(),
        field_of_work: z.string(),
        supervisor_name: z.string(),
        supervisor_email: z.email(),
        supervisor_phone: z.string().optional(),
        start_day: z.number().int(),
        end_day: z.number().int(),
        daily_hours: z.number().optional(),
        expectations: z.string().optional(),
        state: z.enum(['draft', 'submitted', 'returned', 'confirmed']),
        submitted_day: z.number().int().optional(),
        reviewed_by: z.uuid().optional(),
        review_comment: z.string().optional(),
        reviewed_day: z.number().int().optional(),
        reports: z.array(z.object({ uuid: z.uuid(), day: z.number().int(), text: z.string() })).default([]),
        /** The supervisor's feedback through a (used) link, released by a teacher (decision 230). */
        supervisor_feedback: z
          .object({
            uuid: z.uuid(),
            link_uuid: z.uuid(),
            link_created_by: z.uuid(),
            link_day: z.number().int(),
            submitted_day: z.number().int(),
            days_present: z.number().int(),
            ratings: demoRatings,
            comment: z.string().optional(),
            released_by: z.uuid().optional(),
            released_day: z.number().int().optional(),
          })
          .optional(),
      }),
    )
    .default([]),
  /** "So sehen mich andere" (decision 230): a student's own rating and a teacher's, so the comparison is not empty. */
  assessments: z
    .array(
      z.object({
        uuid: z.uuid(),
        student: z.uuid(),
        school: z.string(),
        source: z.enum(['self', 'teacher']),
        rater: z.uuid().optional(),
        day: z.number().int(),
        ratings: demoRatings,
        reflections: z.record(z.string(), z.string()).default({}),
        teacher_visible_sources: z.array(z.enum(['self', 'parent'])).default([]),
      }),
    )
    .default([]),
});
export type DemoLife = z.infer<typeof demoLifeSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant `days` before `now`, as the life's `days_ago` counts. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** A calendar day in German time, as events store it (`YYYY-MM-DD`), `days` after `now`. */
export function germanDayAfter(now: Date, days: number): string {
  const instant = new Date(now.getTime() + days * DAY_MS);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
