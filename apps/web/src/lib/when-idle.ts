/** How long a deferred task waits at most for an idle moment of the browser. */
export const IDLE_TASK_TIMEOUT_MS = 5_000;
/** Browsers without `requestIdleCallback` (Safari) run the task this long after it was asked for. */
export const IDLE_FALLBACK_DELAY_MS = 1_000;

/**
 * Runs `task` once the browser has nothing more urgent to do – after the first screen is drawn –
 * and at the latest after {@link IDLE_TASK_TIMEOUT_MS}: for housekeeping that must happen but that
 * nobody waits for, kept out of the start-up's long tasks (decision 261).
 */
export function whenIdle(task: () => void): void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    globalThis.requestIdleCallback(() => task(), { timeout: IDLE_TASK_TIMEOUT_MS });
  } else {
    setTimeout(task, IDLE_FALLBACK_DELAY_MS);
  }
}
