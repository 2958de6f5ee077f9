import { describe, expect, it } from 'vitest';
import { barHeights, monthLabel } from './accounts-chart';

describe('barHeights', () => {
  it('scales the tallest bar to the top', () => {
    expect(barHeights([0, 5, 10])).toEqual([0, 50, 100]);
  });

  it('keeps all bars at zero when nothing was created', () => {
    expect(barHeights([0, 0])).toEqual([0, 0]);
  });
});

describe('monthLabel', () => {
  it('names the month in German', () => {
    expect(monthLabel('2026-03', true)).toBe('März 2026');
  });
});
