import { describe, expect, it } from 'vitest';
import { segmentPercentages } from './segment-bar-logic';

describe('segmentPercentages', () => {
  it('gives each segment its share with two decimals', () => {
    expect(segmentPercentages([1, 2, 0], 3)).toEqual([33.33, 66.67, 0]);
  });

  it('never exceeds 100 % and treats negative values and an empty total as 0', () => {
    expect(segmentPercentages([80, 50], 100)).toEqual([80, 20]);
    expect(segmentPercentages([-5, 5], 10)).toEqual([0, 50]);
    expect(segmentPercentages([5], 0)).toEqual([0]);
  });
});
