import { describe, expect, it } from 'vitest';
import { isSettled } from './report-settled';

describe('isSettled (the staff dashboard waits for the signature cards, decision 260)', () => {
  it('waits while the first attempt runs', () => {
    expect(isSettled({ isPending: true, failureCount: 0, fetchStatus: 'fetching' })).toBe(false);
  });

  it('is settled with the answer, after the first failure and while offline', () => {
    expect(isSettled({ isPending: false, failureCount: 0, fetchStatus: 'idle' })).toBe(true);
    expect(isSettled({ isPending: false, failureCount: 2, fetchStatus: 'idle' })).toBe(true);
    expect(isSettled({ isPending: true, failureCount: 1, fetchStatus: 'fetching' })).toBe(true);
    expect(isSettled({ isPending: true, failureCount: 0, fetchStatus: 'paused' })).toBe(true);
  });
});
