import { z } from 'zod';

/**
 * Class statistics (spec 3, issue 6; decision 094): what a class did in the last days, as
 * aggregates only – never a student's content and no per-student rows.
 * `GET /api/bo/v1/classes/{classUuid}/statistics?days=7|30|90`.
 */
export const CLASS_STATISTICS_WINDOWS = [7, 30, 90] as const;
export type ClassStatisticsWindow = (typeof CLASS_STATISTICS_WINDOWS)[number];
/** The window a screen opens with. */
export const CLASS_STATISTICS_DEFAULT_WINDOW: ClassStatisticsWindow = 7;

export const CLASS_STATISTICS_MESSAGES = {
  days: `Der Zeitraum muss ${CLASS_STATISTICS_WINDOWS.join(', ').replace(/, (\d+)$/, ' oder $1')} Tage sein`,
} as const;

export const classStatisticsParamsSchema = z.object({ classUuid: z.uuid() });

/** `?days=` arrives as text; only the offered windows are accepted (one message for every wrong value). */
export const classStatisticsQuerySchema = z.object({
  days: z
    .string({ error: CLASS_STATISTICS_MESSAGES.days })
    .optional()
    .transform((value, context) => {
      if (value === undefined) return CLASS_STATISTICS_DEFAULT_WINDOW;
      const days = Number(value);
      const window = CLASS_STATISTICS_WINDOWS.find((option) => option === days);
      if (window === undefined) {
        context.addIssue({ code: 'custom', message: CLASS_STATISTICS_MESSAGES.days });
        return z.NEVER;
      }
      return window;
    }),
});

export const classStatisticsFiguresSchema = z.object({
  /** Students of the class now. */
  students: z.number().int(),
  /** Students who created a story, statement or pinboard entry or finished a task in the window. */
  active_students: z.number().int(),
  /** Stories created in the window (not deleted). */
  stories: z.number().int(),
  /** Statements created in the window (not deleted). */
  statements: z.number().int(),
  /** Tasks of Mein Weg marked done in the window (live answers). */
  tasks_done: z.number().int(),
  /** Pinboard entries the class's students wrote on the class's pinboard in the window. */
  pinboard_entries: z.number().int(),
});
export type ClassStatisticsFigures = z.infer<typeof classStatisticsFiguresSchema>;
export const CLASS_STATISTICS_FIGURES = [
  'students',
  'active_students',
  'stories',
  'statements',
  'tasks_done',
  'pinboard_entries',
] as const satisfies readonly (keyof ClassStatisticsFigures)[];

export const classStatisticsSchema = z.object({
  class_uuid: z.uuid(),
  /** "8a". */
  class_name: z.string(),
  days: z.number().int(),
  /** Start of the window (ISO); the window ends at `computed_at`. */
  since: z.string(),
  computed_at: z.string(),
  figures: classStatisticsFiguresSchema,
});
export type ClassStatistics = z.infer<typeof classStatisticsSchema>;
