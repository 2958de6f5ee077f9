import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Sends a student's offline drafts (decision 240) when the app starts – also the first start after
 * a new sign-in, when the token had expired offline – and whenever the connection comes back. The
 * queue's code loads only then, never with the first screen; staff write no drafts.
 */
export function useDraftSync(isStudent: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isStudent) return;
    const send = () => {
      void import('../../features/bo/offline-drafts/offline-drafts')
        .then((drafts) => drafts.sendDrafts())
        .then((sent) => {
          // What arrived shows in its place now (stories, the task, the Reflexion list).
          if (sent > 0) return queryClient.invalidateQueries();
        })
        .catch(() => undefined);
    };
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [isStudent, queryClient]);
}
