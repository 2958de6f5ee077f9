import { describe, expect, it } from 'vitest';
import { bubbleAmountOf, bubbleDigits } from './menu-bubble-logic';

describe('bubbleAmountOf', () => {
  const bubbles = [
    { type: 'news', amount: 2 },
    { type: 'quest', amount: 1 },
    { type: 'events', amount: 0 },
    { type: 'station', amount: 4 },
  ];

  it('adds up the unread notifications of every type an entry names', () => {
    expect(bubbleAmountOf(bubbles, ['news', 'quest'])).toBe(3);
    expect(bubbleAmountOf(bubbles, ['station'])).toBe(4);
  });

  it('counts 0 for an entry without types, types without unread ones and types the answer lacks', () => {
    expect(bubbleAmountOf(bubbles, [])).toBe(0);
    expect(bubbleAmountOf(bubbles, ['events'])).toBe(0);
    expect(bubbleAmountOf(bubbles, ['pinboard'])).toBe(0);
    expect(bubbleAmountOf([], ['news'])).toBe(0);
  });
});

describe('bubbleDigits', () => {
  it('shows the number up to 99 and "99+" above', () => {
    expect(bubbleDigits(1)).toBe('1');
    expect(bubbleDigits(99)).toBe('99');
    expect(bubbleDigits(100)).toBe('99+');
  });
});
