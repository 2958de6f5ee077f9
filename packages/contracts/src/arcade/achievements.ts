import { z } from 'zod';
import { ARCADE_ACTIONS } from './points';
import { rankSchema } from './rankings';

/** A trophy with the caller's state. `description` is already in the reader's language mode. */
export const achievementItemSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  earned: z.boolean(),
  /** ISO timestamp of the award; null while not earned. */
  awarded_date: z.string().nullable(),
});
export type AchievementItem = z.infer<typeof achievementItemSchema>;

/** One award of points, newest first. */
export const pointEventSchema = z.object({
  action: z.enum(ARCADE_ACTIONS),
  points: z.number().int(),
  created_date: z.string(),
});

/**
 * `GET /api/arcade/v1/achievements` – all trophies with the caller's state, the points table, the
 * ranks and the caller's latest points (the trophies/points screen needs nothing else).
 */
export const achievementsResponseSchema = z.object({
  items: z.array(achievementItemSchema),
  points: z.number().int().min(0),
  rank: rankSchema,
  ranks: z.array(rankSchema),
  /** `daily_limit`: how many actions of this kind earn points per day; null without a limit (decision 150). */
  points_per_action: z.array(z.object({ action: z.enum(ARCADE_ACTIONS), points: z.number().int(), daily_limit: z.number().int().nullable() })),
  recent_points: z.array(pointEventSchema),
});
export type AchievementsResponse = z.infer<typeof achievementsResponseSchema>;
