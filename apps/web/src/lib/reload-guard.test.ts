import { describe, expect, it } from 'vitest';
import { decideReload, MAX_RELOADS, RELOAD_WINDOW_MS } from './reload-guard';

describe('decideReload', () => {
  const now = 1_000_000_000;

  it('allows the first reload and records it', () => {
    expect(decideReload([], now)).toEqual({ allowed: true, history: [now] });
  });

  it(`stops after ${MAX_RELOADS} reloads within the window`, () => {
    const previous = [now - 3000, now - 2000, now - 1000];
    expect(decideReload(previous, now).allowed).toBe(false);
  });

  it('forgets reloads older than the window', () => {
    const previous = [now - RELOAD_WINDOW_MS - 1, now - RELOAD_WINDOW_MS - 2, now - 1000];
    expect(decideReload(previous, now)).toEqual({ allowed: true, history: [now - 1000, now] });
  });
});
