import { PORTFOLIO_LIMITS, type PortfolioViewItem } from '@berufswahl/contracts';
import { describe, expect, it } from 'vitest';
import { addItem, draftView, isDraftChanged, liveRefs, moveItem, paragraphsOf, sectionsOf, viewItemKey } from './portfolio-logic';

const STORY = '11111111-1111-4111-8111-111111111111';
const FILE = '22222222-2222-4222-8222-222222222222';
const story: PortfolioViewItem = { kind: 'story', uuid: STORY, created_date: '2026-11-01T10:00:00.000Z', text: 'Regal gebaut', hashtags: [], photo: null };
const strengths: PortfolioViewItem = { kind: 'strengths', scale_max: 5, rows: [] };
const candidates = new Map([story, strengths].map((item) => [viewItemKey(item), item]));

describe('moveItem', () => {
  it('moves an item one place up or down and leaves the ends alone', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('addItem', () => {
  it('adds at the end, once, and refuses when the portfolio is full', () => {
    expect(addItem([], { kind: 'strengths' })).toEqual([{ kind: 'strengths' }]);
    expect(addItem([{ kind: 'strengths' }], { kind: 'strengths' })).toEqual([{ kind: 'strengths' }]);
    const full = Array.from({ length: PORTFOLIO_LIMITS.itemsMax }, () => ({ kind: 'file' as const, uuid: FILE }));
    expect(addItem(full, { kind: 'story', uuid: STORY })).toBeNull();
  });
});

describe('isDraftChanged', () => {
  it('sees a changed order and text, but not spaces around the profile', () => {
    const saved = { profile: 'Hallo', items: [{ kind: 'strengths' as const }, { kind: 'story' as const, uuid: STORY }] };
    expect(isDraftChanged({ ...saved, profile: ' Hallo ' }, saved)).toBe(false);
    expect(isDraftChanged({ ...saved, items: [...saved.items].reverse() }, saved)).toBe(true);
    expect(isDraftChanged({ ...saved, profile: 'Hallo!' }, saved)).toBe(true);
  });
});

describe('the draft as a reader sees it', () => {
  it('drops references that no longer resolve and keeps the student\'s order', () => {
    const refs = [{ kind: 'file' as const, uuid: FILE }, { kind: 'strengths' as const }, { kind: 'story' as const, uuid: STORY }];
    expect(liveRefs(refs, candidates)).toEqual([{ kind: 'strengths' }, { kind: 'story', uuid: STORY }]);
    const view = draftView({ profile: ' Ich. ', items: refs }, candidates, { student_name: 'Mia Schmidt', school_name: 'Schule A' });
    expect(view.items.map((item) => item.kind)).toEqual(['strengths', 'story']);
    expect(view.profile).toBe('Ich.');
  });

  it('groups items by kind in the order each kind first appears', () => {
    expect(sectionsOf([story, strengths, { ...story, uuid: FILE }]).map((section) => [section.kind, section.items.length])).toEqual([
      ['story', 2],
      ['strengths', 1],
    ]);
  });

  it('splits the profile into paragraphs at blank lines', () => {
    expect(paragraphsOf('Erster.\nNoch erster.\n\n  Zweiter.  \n\n\n')).toEqual(['Erster.\nNoch erster.', 'Zweiter.']);
  });
});
