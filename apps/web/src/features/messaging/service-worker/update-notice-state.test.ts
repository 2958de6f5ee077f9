import { describe, expect, it } from 'vitest';
import { initialUpdateNoticeState, secondsUntilReload, updateNoticeReducer, type UpdateNoticeEvent } from './update-notice-state';

function run(...events: UpdateNoticeEvent[]) {
  return events.reduce(updateNoticeReducer, initialUpdateNoticeState);
}

describe('updateNoticeReducer', () => {
  it('shows loading while an update is found, then offers the reload', () => {
    expect(run({ type: 'found' })).toEqual({ phase: 'loading' });
    expect(run({ type: 'found' }, { type: 'installed', now: 1000 })).toEqual({ phase: 'available', reloadAt: 21_000 });
  });

  it('reloads by force 20 seconds after the update became available', () => {
    const available = run({ type: 'installed', now: 0 });
    expect(updateNoticeReducer(available, { type: 'tick', now: 19_999 }).phase).toBe('available');
    expect(updateNoticeReducer(available, { type: 'tick', now: 20_000 }).phase).toBe('reloading');
    expect(secondsUntilReload(available, 12_500)).toBe(8);
  });

  it('never counts down from more than the announced 20 seconds, even with a clock read before the update', () => {
    const available = run({ type: 'installed', now: 10_000 });
    expect(secondsUntilReload(available, 6_000)).toBe(20);
    expect(secondsUntilReload(available, 40_000)).toBe(0);
  });

  it('lets the user postpone: no forced reload afterwards', () => {
    const postponed = run({ type: 'installed', now: 0 }, { type: 'postpone' });
    expect(updateNoticeReducer(postponed, { type: 'tick', now: 60_000 }).phase).toBe('postponed');
  });

  it('reloads at once when asked and stays reloading', () => {
    expect(run({ type: 'installed', now: 0 }, { type: 'reload' }, { type: 'postpone' }).phase).toBe('reloading');
  });
});
