/**
 * Start-up reloads the page when sign-in or loading the user fails (spec 4). When the server keeps
 * failing, that would loop forever, so after a few reloads in a short time we stop and show an
 * error screen with a manual reload button instead.
 */
const STORAGE_KEY = 'berufswahl.startup-reloads';
export const MAX_RELOADS = 3;
export const RELOAD_WINDOW_MS = 2 * 60 * 1000;

/** Keeps the reload times of the last window and says whether another reload is allowed. */
export function decideReload(previous: readonly number[], now: number): { allowed: boolean; history: number[] } {
  const recent = previous.filter((time) => now - time < RELOAD_WINDOW_MS && time <= now);
  if (recent.length >= MAX_RELOADS) return { allowed: false, history: recent };
  return { allowed: true, history: [...recent, now] };
}

function readHistory(): number[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((value): value is number => typeof value === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * Reloads the page unless it has already done so too often; returns whether it reloads.
 * `beforeReload` runs only when the page really reloads.
 */
export function reloadUnlessLooping(beforeReload?: () => void): boolean {
  const { allowed, history } = decideReload(readHistory(), Date.now());
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(history));
  } catch {
    // Without sessionStorage we cannot count; reloading is still what the spec asks for.
  }
  if (allowed) {
    beforeReload?.();
    location.reload();
  }
  return allowed;
}

/** A successful start forgets earlier failures. */
export function resetReloadGuard(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
