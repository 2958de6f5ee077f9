import { z } from 'zod';

/** A trophy as it is shown: uuid, name, icon (spec 3 "trophy.achievement"). */
export const achievementSchema = z.object({ uuid: z.uuid(), name: z.string(), icon: z.string() });
export type Achievement = z.infer<typeof achievementSchema>;

/** A named level (decision 081); `name` is already in the reader's language mode. */
export const rankSchema = z.object({
  level: z.number().int().min(1),
  name: z.string(),
  min_points: z.number().int().min(0),
  /** Points where the next rank starts; null at the highest rank. */
  next_min_points: z.number().int().nullable(),
});
export type Rank = z.infer<typeof rankSchema>;

export const rankingClassSchema = z.object({ uuid: z.uuid(), name: z.string() });

/** One student's line in the class ranking. Others see only first name and surname initial. */
export const rankingEntrySchema = z.object({
  position: z.number().int().min(1),
  points: z.number().int().min(0),
  rank: rankSchema,
  display_name: z.string(),
  is_me: z.boolean(),
  trophy: z.object({ achievement: achievementSchema }).nullable(),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;

/**
 * `GET /api/arcade/v1/rankings` – the caller's own ranking (spec 3: position, points, class,
 * trophy.achievement; plus the rank) and the ranking of the caller's class (decision 083).
 * `position` is among the students of the class who appear in the ranking; the caller's own
 * position is counted even when they chose not to appear to others.
 */
export const rankingResponseSchema = z.object({
  position: z.number().int().min(1).nullable(),
  points: z.number().int().min(0),
  rank: rankSchema,
  class: rankingClassSchema.nullable(),
  trophy: z.object({ achievement: achievementSchema }).nullable(),
  /** Whether the caller appears to the other students of the class. */
  visible_to_class: z.boolean(),
  entries: z.array(rankingEntrySchema),
});
export type RankingResponse = z.infer<typeof rankingResponseSchema>;

/** `GET|PUT /api/arcade/v1/settings` – the student's arcade settings (decision 083). */
export const arcadeSettingsSchema = z.object({
  /** False: the student is left out of the ranking others see (still sees own points and rank). */
  visible_to_class: z.boolean({ error: 'Sichtbarkeit muss ja oder nein sein' }),
});
export type ArcadeSettings = z.infer<typeof arcadeSettingsSchema>;
