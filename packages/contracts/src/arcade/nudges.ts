import { z } from 'zod';

/** A task the reminder or review is about, with the path link to open it. */
export const nudgeTaskSchema = z.object({
  task_uuid: z.uuid(),
  title: z.string(),
  /** App path of the task in Mein Weg. */
  link: z.string(),
  /** When the student finished it (reviews); null for reminders. */
  done_date: z.string().nullable(),
});

/**
 * `GET /api/arcade/v1/reminders` (open tasks of the class's active station) and `/reviews` (tasks
 * finished in the last {@link REVIEW_WINDOW_DAYS} days). Students load both at start without
 * waiting (fire and forget) and the dashboard shows them (decision 084).
 */
export const nudgeResponseSchema = z.object({
  items: z.array(nudgeTaskSchema),
});

/** Reviews look back this many days. */
export const REVIEW_WINDOW_DAYS = 7;
export type NudgeResponse = z.infer<typeof nudgeResponseSchema>;
