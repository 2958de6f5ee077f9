import { describe, expect, it } from 'vitest';
import { loadArcadeContent, presentAchievement, trophyIndexOf } from './arcade-content';

describe('presentAchievement', () => {
  it('shows a trophy in the reader’s language mode', async () => {
    const content = await loadArcadeContent();
    const trophy = content.trophies[0];
    if (!trophy) throw new Error('the content holds no trophy');
    expect(presentAchievement(trophy, false)).toEqual({ uuid: trophy.uuid, name: trophy.name, icon: trophy.icon });
    expect(presentAchievement(trophy, true)).toEqual({ uuid: trophy.uuid, name: trophy.name_el, icon: trophy.icon });
  });
});

describe('trophyIndexOf', () => {
  it('keeps the content’s order, finds every trophy and is worked out once per content', async () => {
    const content = await loadArcadeContent();
    const index = trophyIndexOf(content);
    expect(index.order).toEqual(content.trophies.map((trophy) => trophy.uuid));
    for (const trophy of content.trophies) expect(index.byUuid.get(trophy.uuid)).toBe(trophy);
    expect(trophyIndexOf(content)).toBe(index);
    // Another content (a reload) gets its own index.
    expect(trophyIndexOf({ ...content, trophies: content.trophies.slice(1) }).order).toEqual(index.order.slice(1));
  });
});
