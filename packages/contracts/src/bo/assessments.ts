import { z } from 'zod';
import { validationMessages } from '../shared/validation';
import { feedbackLinkSchema, ratingsSchema } from './feedback';

/*
 * "So sehen mich andere" (issue 16, decision 230): per competence item the student's own rating
 * beside the ratings of the class's teachers, the internship supervisors (once released) and the
 * parents (through a feedback link). The items are content (content/internships/competences.json):
 * the usual internship competences and the items of Mein Weg's self-assessment task.
 *   GET    /api/bo/v1/assessments/my                               the student's comparison
 *   PATCH  /api/bo/v1/assessments/my                               own ratings, reflections, what teachers may see
 *   POST   /api/bo/v1/assessments/parent-links                     a link for a parent (same kind as the supervisor's)
 *   GET    /api/bo/v1/students/:studentUuid/assessments            the class's teachers: their rating and what the student shares
 *   PUT    /api/bo/v1/students/:studentUuid/assessments/teacher    a teacher rates the student
 */

export const ASSESSMENT_LIMITS = {
  reflectionMax: 1000,
  /** Self and another source differ by this much or more: the student is invited to reflect. */
  reflectionDifference: 2,
} as const;

/** Whose rating it is. `self` is the student's own; the others are shown by source. */
export const OTHER_SOURCES = ['teacher', 'supervisor', 'parent'] as const;
export type OtherSource = (typeof OTHER_SOURCES)[number];

/** What the student may share with the class's teachers (the supervisor's they see anyway: they release it). */
export const SHAREABLE_SOURCES = ['self', 'parent'] as const;
export type ShareableSource = (typeof SHAREABLE_SOURCES)[number];

export const ASSESSMENT_SOURCE_LABELS = {
  self: 'Ich',
  teacher: 'Lehrkraft',
  supervisor: 'Praktikumsbetrieb',
  parent: 'Eltern',
} as const;

export const COMPETENCE_GROUPS = ['praktikum', 'mein-weg'] as const;

/** The mean of a source's ratings (one decimal) and how many ratings it stands for; null: none yet. */
const sourceValueSchema = z.number().nullable();

export const assessmentItemSchema = z.object({
  key: z.string(),
  group: z.enum(COMPETENCE_GROUPS),
  name: z.string(),
  name_el: z.string(),
  /** The statement the student rates about themselves (du). */
  text: z.string(),
  text_el: z.string(),
  self: z.number().int().nullable(),
  others: z.object({ teacher: sourceValueSchema, supervisor: sourceValueSchema, parent: sourceValueSchema }),
  /** Self and at least one other source differ by 2 or more. */
  differs: z.boolean(),
  reflection: z.string().nullable(),
});
export type AssessmentItem = z.infer<typeof assessmentItemSchema>;

export const assessmentOverviewSchema = z.object({
  items: z.array(assessmentItemSchema),
  /** How many ratings each other source has given (the supervisors' only once released). */
  counts: z.object({ teacher: z.number().int(), supervisor: z.number().int(), parent: z.number().int() }),
  /** Supervisors' feedback that a teacher has not released yet. */
  waiting_for_release: z.number().int(),
  teacher_visible_sources: z.array(z.enum(SHAREABLE_SOURCES)),
  parent_links: z.array(feedbackLinkSchema),
  updated_at: z.string().nullable(),
});
export type AssessmentOverview = z.infer<typeof assessmentOverviewSchema>;

export const updateAssessmentBodySchema = z.object({
  /** The student's own ratings; an item left out keeps its rating, `value: null` clears it. */
  ratings: ratingsSchema.optional(),
  reflections: z
    .array(
      z.object({
        item: z.string().min(1).max(80),
        text: z
          .string()
          .trim()
          .max(ASSESSMENT_LIMITS.reflectionMax, { error: validationMessages.max('Deine Gedanken', ASSESSMENT_LIMITS.reflectionMax) }),
      }),
    )
    .max(60)
    .optional(),
  teacher_visible_sources: z.array(z.enum(SHAREABLE_SOURCES)).max(SHAREABLE_SOURCES.length).optional(),
});
export type UpdateAssessmentBody = z.input<typeof updateAssessmentBodySchema>;

/** What the student and the teacher both read (worded without address), apart for its Leichte-Sprache twin (decision 234). */
export const ASSESSMENT_SHARED_MESSAGES = {
  unknownItem: 'Diesen Punkt gibt es in der Einschätzung nicht.',
} as const;

/** The shared assessment messages in Leichte Sprache (decision 234). */
export const ASSESSMENT_SHARED_MESSAGES_LEICHT: Record<keyof typeof ASSESSMENT_SHARED_MESSAGES, string> = {
  unknownItem: 'Diesen Punkt gibt es bei der Einschätzung nicht.',
};

export const ASSESSMENT_MESSAGES = {
  ...ASSESSMENT_SHARED_MESSAGES,
  /** To the teacher (Sie). */
  teacherRatingsSaved: 'Ihre Einschätzung ist gespeichert.',
} as const;

export const studentAssessmentParamsSchema = z.object({ studentUuid: z.uuid() });

/** What a teacher of the student's class sees: the teachers' own rating and what the student shares. */
export const studentAssessmentSchema = z.object({
  student: z.object({ uuid: z.uuid(), first_name: z.string(), last_name: z.string() }),
  items: z.array(
    z.object({
      key: z.string(),
      group: z.enum(COMPETENCE_GROUPS),
      name: z.string(),
      /** The statement for raters (neutral, third person). */
      text: z.string(),
      /** The calling teacher's own rating. */
      mine: z.number().int().nullable(),
      /** Null also when the student does not share the source. */
      self: z.number().int().nullable(),
      supervisor: sourceValueSchema,
      parent: sourceValueSchema,
    }),
  ),
  shared_sources: z.array(z.enum(SHAREABLE_SOURCES)),
  updated_at: z.string().nullable(),
});
export type StudentAssessment = z.infer<typeof studentAssessmentSchema>;

export const teacherAssessmentBodySchema = z.object({ ratings: ratingsSchema });
export type TeacherAssessmentBody = z.input<typeof teacherAssessmentBodySchema>;

/** Whether a student's own rating and another source's differ enough to invite a reflection. */
export function differsEnough(self: number | null, others: readonly (number | null)[]): boolean {
  if (self === null) return false;
  return others.some((other) => other !== null && Math.abs(other - self) >= ASSESSMENT_LIMITS.reflectionDifference);
}
