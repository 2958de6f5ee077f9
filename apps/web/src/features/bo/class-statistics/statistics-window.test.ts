import { describe, expect, it } from 'vitest';
import { windowFromParam } from './statistics-window';

describe('windowFromParam', () => {
  it('takes an offered window', () => {
    expect(windowFromParam('30')).toBe(30);
    expect(windowFromParam('90')).toBe(90);
  });

  it('falls back to 7 days for a missing or unknown value', () => {
    expect(windowFromParam(null)).toBe(7);
    expect(windowFromParam('5')).toBe(7);
    expect(windowFromParam('abc')).toBe(7);
  });
});
