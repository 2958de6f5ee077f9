/**
 * When the answers on screen were fetched, if they came from the offline copy (decision 239): the
 * offline banner shows the oldest of them ("Stand: 27.11., 10:42 Uhr"). Kept apart from the copy's
 * code so the banner, which every signed-in page loads, stays small.
 */
const servedCopies = new Map<string, number>();
const listeners = new Set<() => void>();
let oldestFetchedAt: number | undefined;
let isStartedOffline = false;

function notify(): void {
  oldestFetchedAt = servedCopies.size > 0 ? Math.min(...servedCopies.values()) : undefined;
  for (const listener of listeners) listener();
}

export function subscribeToOfflineStand(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The fetch time (epoch ms) of the oldest copy shown; undefined when everything came fresh. */
export function getOfflineStand(): number | undefined {
  return oldestFetchedAt;
}

/** True when the app started without a network and without a session (offline-copy.ts `startOffline`). */
export function getIsStartedOffline(): boolean {
  return isStartedOffline;
}

export function markStartedOffline(): void {
  isStartedOffline = true;
  notify();
}

export function markCopyServed(path: string, fetchedAt: number): void {
  servedCopies.set(path, fetchedAt);
  notify();
}

/** A fresh answer replaced the copy of `path`. */
export function markCopyReplaced(path: string): void {
  if (servedCopies.delete(path)) notify();
}
