import { describe, expect, it } from 'vitest';
import { excerptOf, shareStateOf } from './share-link-answer';

const now = new Date('2026-11-27T12:00:00Z');
const later = new Date('2026-12-04T12:00:00Z');
const earlier = new Date('2026-11-20T12:00:00Z');
const story = { target: 'story' as const, storyUuid: 'c0000000-0000-4000-8000-0000000000aa', revokedAt: null, expiresAt: later };

describe('shareStateOf', () => {
  it('is open while nothing ended, for a story that is not in the trash and for the portfolio', () => {
    expect(shareStateOf(story, { deletedAt: null }, now)).toBe('open');
    expect(shareStateOf({ ...story, target: 'portfolio', storyUuid: null }, null, now)).toBe('open');
  });

  it('names revoked first, then expired, then a story in the trash or deleted', () => {
    expect(shareStateOf({ ...story, revokedAt: earlier, expiresAt: earlier }, null, now)).toBe('revoked');
    expect(shareStateOf({ ...story, expiresAt: earlier }, { deletedAt: earlier }, now)).toBe('expired');
    expect(shareStateOf({ ...story, expiresAt: now }, { deletedAt: null }, now)).toBe('expired');
    expect(shareStateOf(story, { deletedAt: earlier }, now)).toBe('story_gone');
    expect(shareStateOf({ ...story, storyUuid: null }, null, now)).toBe('story_gone');
  });
});

describe('excerptOf', () => {
  it('keeps a short text, flattens its lines and cuts a long one at a word', () => {
    expect(excerptOf('Mein Tag\nin der Werkstatt')).toBe('Mein Tag in der Werkstatt');
    expect(excerptOf('eins zwei drei vier fünf sechs', 16)).toBe('eins zwei drei …');
    expect(excerptOf('x'.repeat(30), 10)).toBe(`${'x'.repeat(10)} …`);
  });
});
