import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sendDrafts } from './offline-drafts';

/**
 * Sends the student's offline drafts (decision 240) when the app starts – also the first start
 * after a new sign-in, when the token had expired offline – and whenever the connection comes
 * back. Rendered lazily for students only (app/layouts/global-dialogs.tsx): the queue's code never
 * loads with the first screen, and staff write no drafts.
 */
export function DraftSync(): null {
  const queryClient = useQueryClient();
  useEffect(() => {
    const send = () => {
      void sendDrafts()
        .then((sent) => {
          // What arrived shows in its place now (stories, the task, the Reflexion list).
          if (sent > 0) return queryClient.invalidateQueries();
        })
        .catch(() => undefined);
    };
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [queryClient]);
  return null;
}
