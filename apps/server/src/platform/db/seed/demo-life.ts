import { z } from 'zod';

const daysAgo = z.number().int().min(0);

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
