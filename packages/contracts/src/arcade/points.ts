import { z } from 'zod';

/**
 * The actions that earn points (decision 080). Each counts once per (user, action, subject): the
 * subject is what the action was about – the story, the task, the reflection, the quest, the
 * statement – so repeating or retrying an action never earns twice.
 */
export const ARCADE_ACTIONS = ['story_created', 'task_done', 'reflection_written', 'quest_joined', 'statement_written'] as const;
export type ArcadeAction = (typeof ARCADE_ACTIONS)[number];
export const arcadeActionSchema = z.enum(ARCADE_ACTIONS);

/** Icons a trophy may name; the client draws them. */
export const TROPHY_ICONS = [
  'camera',
  'book',
  'check',
  'footsteps',
  'lightbulb',
  'compass',
  'team',
  'flag',
  'speech',
  'star',
  'medal',
  'crown',
  'trophy',
] as const;
export type TrophyIcon = (typeof TROPHY_ICONS)[number];

/** When a trophy is earned (decision 082). Evaluated after every award, in the same transaction. */
export const trophyRuleSchema = z.discriminatedUnion('kind', [
  /** At least `count` different subjects of one action (e.g. 5 stories). */
  z.object({ kind: z.literal('action_count'), action: arcadeActionSchema, count: z.number().int().min(1) }),
  /** At least `points` points in total. */
  z.object({ kind: z.literal('points_total'), points: z.number().int().min(1) }),
  /** At least `count` different kinds of action done at least once each. */
  z.object({ kind: z.literal('distinct_actions'), count: z.number().int().min(1).max(ARCADE_ACTIONS.length) }),
]);
export type TrophyRule = z.infer<typeof trophyRuleSchema>;

const contentText = z.string().trim().min(1).max(300);

/** A trophy as authored in `content/arcade/arcade.json`, with its Leichte-Sprache text. */
export const trophyContentSchema = z.object({
  uuid: z.uuid(),
  name: z.string().trim().min(1).max(60),
  /** The name in Leichte Sprache (issue 17: every trophy name has its twin). */
  name_el: z.string().trim().min(1).max(60),
  icon: z.enum(TROPHY_ICONS),
  description: contentText,
  description_el: contentText,
  rule: trophyRuleSchema,
});
export type TrophyContent = z.infer<typeof trophyContentSchema>;

/** A rank: a named level reached at `min_points`. */
export const rankContentSchema = z.object({
  level: z.number().int().min(1),
  name: z.string().trim().min(1).max(60),
  name_el: z.string().trim().min(1).max(60),
  min_points: z.number().int().min(0),
});
export type RankContent = z.infer<typeof rankContentSchema>;

/** At least this many trophies must be authored (issue 5). */
export const MIN_TROPHIES = 10;

/**
 * The whole arcade content file. Checked when loaded: points for every action, ranks starting at 0
 * and rising, levels 1…n, at least ten trophies with distinct uuids and names. `daily_point_limits`
 * caps how many actions of a kind earn points per calendar day (decision 150); an action without
 * an entry has no daily limit.
 */
export const arcadeContentSchema = z
  .object({
    points_per_action: z.record(arcadeActionSchema, z.number().int().min(1).max(1000)),
    daily_point_limits: z.partialRecord(arcadeActionSchema, z.number().int().min(1).max(100)).default({}),
    ranks: z.array(rankContentSchema).min(2),
    trophies: z.array(trophyContentSchema).min(MIN_TROPHIES),
  })
  .superRefine((content, context) => {
    for (const action of ARCADE_ACTIONS) {
      if (content.points_per_action[action] === undefined) {
        context.addIssue({ code: 'custom', path: ['points_per_action', action], message: `Punkte für ${action} fehlen` });
      }
    }
    content.ranks.forEach((rank, index) => {
      if (rank.level !== index + 1) context.addIssue({ code: 'custom', path: ['ranks', index, 'level'], message: 'Ränge zählen 1, 2, 3 …' });
      const previous = content.ranks[index - 1];
      if (index === 0 && rank.min_points !== 0) context.addIssue({ code: 'custom', path: ['ranks', 0], message: 'Der erste Rang beginnt bei 0 Punkten' });
      if (previous && rank.min_points <= previous.min_points) {
        context.addIssue({ code: 'custom', path: ['ranks', index, 'min_points'], message: 'Ränge brauchen steigende Punkte' });
      }
    });
    const seen = new Set<string>();
    content.trophies.forEach((trophy, index) => {
      for (const key of [trophy.uuid, `name:${trophy.name}`]) {
        if (seen.has(key)) context.addIssue({ code: 'custom', path: ['trophies', index], message: `doppelt: ${key}` });
        seen.add(key);
      }
    });
  });
export type ArcadeContent = z.infer<typeof arcadeContentSchema>;

/** The rank reached with the given points (ranks sorted by `min_points`, the first at 0). */
export function rankForPoints<T extends { min_points: number }>(ranks: readonly T[], points: number): { rank: T; next: T | null } {
  let index = 0;
  ranks.forEach((rank, position) => {
    if (points >= rank.min_points) index = position;
  });
  const rank = ranks[index];
  if (!rank) throw new Error('no ranks');
  return { rank, next: ranks[index + 1] ?? null };
}
