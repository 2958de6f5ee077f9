import { afterEach, describe, expect, it } from 'vitest';
import { currentFirstRunTurn, FIRST_RUN_ORDER, holdFirstRun, isFirstRunBlocked, isFirstRunBlockedNow, type FirstRunKind } from './first-run-queue';

function heldOf(...kinds: FirstRunKind[]): Map<FirstRunKind, number> {
  const held = new Map<FirstRunKind, number>();
  for (const kind of kinds) held.set(kind, (held.get(kind) ?? 0) + 1);
  return held;
}

describe('first-run queue (decision 185)', () => {
  it('has the documented order: terms, signature, analytics consent, welcome, tour, an open dialog, notifications', () => {
    expect(FIRST_RUN_ORDER).toEqual(['terms', 'signature', 'analytics-consent', 'welcome', 'tour', 'dialog', 'notifications']);
  });

  it('keeps notifications back while the user has a dialog open, but nothing of the first run (decision 254)', () => {
    expect(isFirstRunBlocked(heldOf('dialog'), 'notifications')).toBe(true);
    expect(isFirstRunBlocked(heldOf('dialog'), 'welcome')).toBe(false);
    expect(isFirstRunBlocked(heldOf('dialog'), 'terms')).toBe(false);
  });

  it('gives the turn to the earliest kind held, whatever order the holds came in', () => {
    expect(currentFirstRunTurn(heldOf())).toBeUndefined();
    expect(currentFirstRunTurn(heldOf('notifications', 'tour'))).toBe('tour');
    expect(currentFirstRunTurn(heldOf('welcome', 'signature'))).toBe('signature');
    expect(currentFirstRunTurn(heldOf('notifications', 'analytics-consent', 'terms'))).toBe('terms');
  });

  it('blocks notifications while the tour runs, and the welcome while the signature page is held', () => {
    expect(isFirstRunBlocked(heldOf('tour'), 'notifications')).toBe(true);
    expect(isFirstRunBlocked(heldOf('signature'), 'welcome')).toBe(true);
    expect(isFirstRunBlocked(heldOf('analytics-consent'), 'welcome')).toBe(true);
    // A kind never waits for itself or for what comes after it.
    expect(isFirstRunBlocked(heldOf('tour'), 'tour')).toBe(false);
    expect(isFirstRunBlocked(heldOf('notifications', 'tour'), 'welcome')).toBe(false);
    expect(isFirstRunBlocked(heldOf(), 'terms')).toBe(false);
  });

  describe('holds', () => {
    const releases: (() => void)[] = [];
    afterEach(() => releases.splice(0).forEach((release) => release()));

    it('counts every holder of a kind, and a release counts once', () => {
      const blocked = () => isFirstRunBlockedNow('notifications');
      const first = holdFirstRun('welcome');
      const second = holdFirstRun('welcome');
      releases.push(first, second);
      expect(blocked()).toBe(true);
      first();
      first();
      expect(blocked()).toBe(true);
      second();
      expect(blocked()).toBe(false);
    });
  });
});

