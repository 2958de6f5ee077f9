import { describe, expect, it } from 'vitest';
import { clampPage, pageInputTypeFor } from './pagination-logic';

describe('clampPage', () => {
  it.each([
    ['3', 10, 3],
    ['12', 10, 10],
    ['0', 10, 1],
    ['-4', 10, 1],
    ['abc', 10, 1],
    ['', 10, 1],
    [' 7 ', 10, 7],
    ['2.9', 10, 2],
    [5, 0, 1],
  ] as const)('turns %j with %i pages into page %i', (input, last, expected) => {
    expect(clampPage(input, last)).toBe(expected);
  });
});

describe('pageInputTypeFor', () => {
  it('uses a number input above 1024 px and a text input up to it', () => {
    expect(pageInputTypeFor(1280, 1024)).toBe('number');
    expect(pageInputTypeFor(1024, 1024)).toBe('text');
    expect(pageInputTypeFor(375, 1024)).toBe('text');
  });
});
