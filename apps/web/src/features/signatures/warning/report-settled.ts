import { useEffect, useRef } from 'react';

type QueryProgress = { isPending: boolean; failureCount: number; fetchStatus: string };

/**
 * Answered – or failed once (the card then shows its error or its retry's answer), or waiting for
 * the network (offline: the other cards show their kept copies).
 */
export function isSettled(query: QueryProgress): boolean {
  return !query.isPending || query.failureCount > 0 || query.fetchStatus === 'paused';
}

/**
 * Tells the staff dashboard, once, that this card knows whether it shows: the dashboard shows its
 * cards together when every signature card has (decision 260), so that a card appearing with its
 * data does not push the others down on a slow tablet.
 */
export function useReportSettled(query: QueryProgress, onSettled: (() => void) | undefined): void {
  const hasReported = useRef(false);
  const settled = isSettled(query);
  useEffect(() => {
    if (!settled || hasReported.current) return;
    hasReported.current = true;
    onSettled?.();
  }, [settled, onSettled]);
}
