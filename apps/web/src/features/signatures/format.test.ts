import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatDay, isOverdue, remainingText } from './format';

// Writes the key and the count, so the test sees which text the warning picks.
const t = ((key: string, options?: { count?: number }) => (options?.count === undefined ? key : `${key}:${options.count}`)) as unknown as TFunction;

describe('the warning texts', () => {
  const deadline = '2026-12-23T23:00:00.000Z';

  it('picks days, hours on the last day, and overdue', () => {
    expect(remainingText(t, deadline, new Date('2026-12-13T23:00:00Z'))).toBe('signatures.remaining.days:10');
    expect(remainingText(t, deadline, new Date('2026-12-23T20:30:00Z'))).toBe('signatures.remaining.hours:3');
    expect(remainingText(t, deadline, new Date('2026-12-24T00:00:00Z'))).toBe('signatures.remaining.overdue');
    expect(isOverdue(deadline, new Date('2026-12-23T22:59:59Z'))).toBe(false);
  });

  it('writes the deadline day in German without a time zone shift', () => {
    expect(formatDay('2026-12-23')).toBe('23. Dezember 2026');
  });
});
