import { useEffect, useSyncExternalStore } from 'react';

/**
 * The one queue of things that take over the whole screen when someone signs in (decision 185):
 * exactly one of them is shown at a time, in this order. A part that wants to show *holds* its
 * kind while it waits or shows (`useFirstRunHold`) and shows only while no earlier kind is held
 * (`useIsFirstRunBlocked`).
 *
 * - `terms` – the terms-of-use dialog (cannot be dismissed; accepting reloads),
 * - `signature` – the page a pending signature flow was forced to at start-up (`/slp/{uuid}`),
 *   held until the user leaves it (confirmed or postponed),
 * - `analytics-consent` – the opt-in question for the Land's Matomo (decision 186), held while its
 *   configuration is still being read, so nothing later flashes up first,
 * - `welcome` – the onboarding welcome offer,
 * - `tour` – the onboarding tour while it runs,
 * - `dialog` – a dialog the user opened (the story form, a confirmation, the explanation, the
 *   burger menu): held while it is open, so a notification that arrives meanwhile waits until it
 *   is closed instead of opening over it (decision 254),
 * - `notifications` – modal notifications, one after another.
 *
 * The queue lives in `lib/` so the features (terms, signatures, onboarding, messaging) can use it
 * without importing each other (decision 014).
 */
export const FIRST_RUN_ORDER = ['terms', 'signature', 'analytics-consent', 'welcome', 'tour', 'dialog', 'notifications'] as const;
export type FirstRunKind = (typeof FIRST_RUN_ORDER)[number];

/** The kind whose turn it is: the earliest one held, or undefined when none is. */
export function currentFirstRunTurn(held: ReadonlyMap<FirstRunKind, number>): FirstRunKind | undefined {
  return FIRST_RUN_ORDER.find((kind) => (held.get(kind) ?? 0) > 0);
}

/** True while a kind that comes before `kind` is held: `kind` has to wait. */
export function isFirstRunBlocked(held: ReadonlyMap<FirstRunKind, number>, kind: FirstRunKind): boolean {
  const earlier = FIRST_RUN_ORDER.slice(0, FIRST_RUN_ORDER.indexOf(kind));
  return earlier.some((other) => (held.get(other) ?? 0) > 0);
}

/** Holders per kind (several parts may hold the same kind, e.g. the shell and the dialog's host). */
const held = new Map<FirstRunKind, number>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Takes a hold on `kind`; the returned function gives it back (once). */
export function holdFirstRun(kind: FirstRunKind): () => void {
  held.set(kind, (held.get(kind) ?? 0) + 1);
  notify();
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    const count = (held.get(kind) ?? 1) - 1;
    if (count > 0) held.set(kind, count);
    else held.delete(kind);
    notify();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Holds `kind` while `isHeld` is true (and the component is mounted). */
export function useFirstRunHold(kind: FirstRunKind, isHeld: boolean): void {
  useEffect(() => (isHeld ? holdFirstRun(kind) : undefined), [kind, isHeld]);
}

/** True while something that comes before `kind` is held right now. */
export function isFirstRunBlockedNow(kind: FirstRunKind): boolean {
  return isFirstRunBlocked(held, kind);
}

/** True while something that comes before `kind` is held; re-renders when that changes. */
export function useIsFirstRunBlocked(kind: FirstRunKind): boolean {
  return useSyncExternalStore(subscribe, () => isFirstRunBlockedNow(kind));
}

/**
 * The signature flow start-up sent the user to (`/slp/{uuid}`), if any: the shell holds
 * `signature` while that page is open, and forgets it once the user has left it (a later visit
 * through the deadline warning's link is the user's own choice and holds nothing). Set by
 * start-up before the first render.
 */
let forcedSignaturePath: string | undefined;

export function setForcedSignaturePath(path: string | undefined): void {
  forcedSignaturePath = path;
}

export function getForcedSignaturePath(): string | undefined {
  return forcedSignaturePath;
}
