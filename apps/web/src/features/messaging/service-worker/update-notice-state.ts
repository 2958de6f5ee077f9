import { LIMITS } from '@berufswahl/contracts/shared/limits';

/**
 * The service-worker update notice of spec 2 as a state machine: an update is found (loading),
 * becomes available (reload button enabled, forced reload after 20 s), and the user may reload at
 * once or postpone – closing the notice also cancels the forced reload (ACCESSIBILITY.md, "Time").
 */
export type UpdateNoticeState =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'available'; reloadAt: number }
  | { phase: 'postponed' }
  | { phase: 'reloading' };

export type UpdateNoticeEvent =
  | { type: 'found' }
  | { type: 'installed'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'reload' }
  | { type: 'postpone' };

export const initialUpdateNoticeState: UpdateNoticeState = { phase: 'idle' };

export function updateNoticeReducer(state: UpdateNoticeState, event: UpdateNoticeEvent): UpdateNoticeState {
  if (state.phase === 'reloading') return state;
  switch (event.type) {
    case 'found':
      return state.phase === 'idle' ? { phase: 'loading' } : state;
    case 'installed':
      return state.phase === 'idle' || state.phase === 'loading'
        ? { phase: 'available', reloadAt: event.now + LIMITS.serviceWorkerForcedReloadMs }
        : state;
    case 'tick':
      return state.phase === 'available' && event.now >= state.reloadAt ? { phase: 'reloading' } : state;
    case 'reload':
      return { phase: 'reloading' };
    case 'postpone':
      return { phase: 'postponed' };
  }
}

/**
 * Whole seconds until the forced reload, between 0 and the announced 20 – a clock read before
 * the update became available must not show more than the notice promises.
 */
export function secondsUntilReload(state: UpdateNoticeState, now: number): number {
  if (state.phase !== 'available') return 0;
  const seconds = Math.ceil((state.reloadAt - now) / 1000);
  return Math.min(LIMITS.serviceWorkerForcedReloadMs / 1000, Math.max(0, seconds));
}
