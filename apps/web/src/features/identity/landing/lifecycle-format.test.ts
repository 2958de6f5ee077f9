import { describe, expect, it } from 'vitest';
import { daysUntil, isCodeValid } from './lifecycle-format';

const now = new Date('2026-11-22T10:00:00Z');

describe('daysUntil', () => {
  it('counts whole days, rounded up', () => {
    expect(daysUntil('2027-01-21T10:00:00Z', now)).toBe(60);
    expect(daysUntil('2027-01-21T09:00:00Z', now)).toBe(60);
    expect(daysUntil('2026-11-22T10:00:01Z', now)).toBe(1);
  });

  it('says 0 once the date has passed', () => {
    expect(daysUntil('2026-11-22T10:00:00Z', now)).toBe(0);
    expect(daysUntil('2026-11-01T00:00:00Z', now)).toBe(0);
  });
});

describe('isCodeValid', () => {
  it('is true for a code whose validity has not ended', () => {
    expect(isCodeValid('123456789012', '2027-02-21T10:00:00Z', now)).toBe(true);
  });

  it('is false without a code or after its last day', () => {
    expect(isCodeValid(null, '2027-02-21T10:00:00Z', now)).toBe(false);
    expect(isCodeValid('123456789012', null, now)).toBe(false);
    expect(isCodeValid('123456789012', '2026-11-21T10:00:00Z', now)).toBe(false);
  });
});
