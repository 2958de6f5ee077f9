import { readFileSync } from 'node:fs';
import { arcadeContentSchema, MIN_TROPHIES, rankForPoints, type TrophyContent } from '@berufswahl/contracts';
import { describe, expect, it } from 'vitest';
import { contentPath } from '../../../platform/content';
import { isRuleMet, newlyEarnedTrophies } from './trophy-rules';

const authored = JSON.parse(readFileSync(contentPath('arcade/arcade.json'), 'utf8')) as unknown;

describe('content/arcade/arcade.json', () => {
  it('is valid and holds at least ten trophies, each with a Leichte-Sprache text', () => {
    const content = arcadeContentSchema.parse(authored);
    expect(content.trophies.length).toBeGreaterThanOrEqual(MIN_TROPHIES);
    for (const trophy of content.trophies) expect(trophy.description_el.length).toBeGreaterThan(0);
  });

  it('rejects a file with fewer than ten trophies', () => {
    const content = arcadeContentSchema.parse(authored);
    const result = arcadeContentSchema.safeParse({ ...content, trophies: content.trophies.slice(0, MIN_TROPHIES - 1) });
    expect(result.success).toBe(false);
  });

  it('rejects ranks that do not rise, and a first rank above 0 points', () => {
    const content = arcadeContentSchema.parse(authored);
    const [first, second, ...rest] = content.ranks;
    if (!first || !second) throw new Error('ranks missing');
    expect(arcadeContentSchema.safeParse({ ...content, ranks: [first, { ...second, min_points: 0 }, ...rest] }).success).toBe(false);
    expect(arcadeContentSchema.safeParse({ ...content, ranks: [{ ...first, min_points: 5 }, second, ...rest] }).success).toBe(false);
  });

  it('rejects two trophies with the same uuid and a missing points value', () => {
    const content = arcadeContentSchema.parse(authored);
    const [first] = content.trophies;
    if (!first) throw new Error('trophies missing');
    expect(arcadeContentSchema.safeParse({ ...content, trophies: [...content.trophies, { ...first, name: 'Andere' }] }).success).toBe(false);
    const { story_created: _dropped, ...withoutStory } = content.points_per_action;
    expect(arcadeContentSchema.safeParse({ ...content, points_per_action: withoutStory }).success).toBe(false);
  });

  it('rejects an unknown action and an unknown icon', () => {
    const content = arcadeContentSchema.parse(authored);
    const [first, ...rest] = content.trophies;
    if (!first) throw new Error('trophies missing');
    const badAction = { ...first, rule: { kind: 'action_count', action: 'cheated', count: 1 } };
    expect(arcadeContentSchema.safeParse({ ...content, trophies: [badAction, ...rest] }).success).toBe(false);
    expect(arcadeContentSchema.safeParse({ ...content, trophies: [{ ...first, icon: 'skull' }, ...rest] }).success).toBe(false);
  });
});

describe('rankForPoints', () => {
  const ranks = [
    { level: 1, min_points: 0 },
    { level: 2, min_points: 50 },
    { level: 3, min_points: 150 },
  ];

  it('gives the first rank at 0 points with the next one ahead', () => {
    expect(rankForPoints(ranks, 0)).toEqual({ rank: ranks[0], next: ranks[1] });
  });

  it('changes rank exactly at the threshold (49 → 1, 50 → 2)', () => {
    expect(rankForPoints(ranks, 49).rank.level).toBe(1);
    expect(rankForPoints(ranks, 50).rank.level).toBe(2);
  });

  it('has no next rank at the top', () => {
    expect(rankForPoints(ranks, 10_000)).toEqual({ rank: ranks[2], next: null });
  });
});

describe('trophy rules', () => {
  const tally = { countsByAction: { story_created: 5, task_done: 1 }, totalPoints: 70 };

  it('counts subjects of one action', () => {
    expect(isRuleMet({ kind: 'action_count', action: 'story_created', count: 5 }, tally)).toBe(true);
    expect(isRuleMet({ kind: 'action_count', action: 'story_created', count: 6 }, tally)).toBe(false);
    expect(isRuleMet({ kind: 'action_count', action: 'quest_joined', count: 1 }, tally)).toBe(false);
  });

  it('compares the points in total', () => {
    expect(isRuleMet({ kind: 'points_total', points: 70 }, tally)).toBe(true);
    expect(isRuleMet({ kind: 'points_total', points: 71 }, tally)).toBe(false);
  });

  it('counts the kinds of action done at least once', () => {
    expect(isRuleMet({ kind: 'distinct_actions', count: 2 }, tally)).toBe(true);
    expect(isRuleMet({ kind: 'distinct_actions', count: 3 }, tally)).toBe(false);
  });

  it('leaves out trophies already held', () => {
    const trophy = (uuid: string, count: number): TrophyContent => ({
      uuid,
      name: uuid,
      name_el: uuid,
      icon: 'star',
      description: 'x',
      description_el: 'x',
      rule: { kind: 'action_count', action: 'story_created', count },
    });
    const earned = newlyEarnedTrophies([trophy('a', 1), trophy('b', 5), trophy('c', 6)], tally, new Set(['a']));
    expect(earned.map((entry) => entry.uuid)).toEqual(['b']);
  });
});
