import { MessagingDialogs } from '../../features/messaging/messaging-dialogs';
import { useClient } from '../../features/identity/clients/api/get-client';
import { useMe } from '../../lib/me/get-me';
import { useIsFirstRunBlocked } from '../../lib/first-run-queue';
import { StoryFormHost } from '../../features/bo/stories/story-form-host';
import { StorageFullDialogHost } from '../../features/files/storage-full/storage-full-dialog';
import { activeRoleOf } from '@berufswahl/contracts/identity/user-rules';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../components/ui/error-boundary';

/** Students' start-up loads (spec 6), in a chunk of its own: nothing of it is needed to draw the page. */
const StudentStartLoads = lazy(() =>
  import('../../features/arcade/start-loads/student-start-loads').then((module) => ({ default: module.StudentStartLoads })),
);

/**
 * Dialogs and banners that can appear over any page (notifications, ticket forms, external-link
 * confirmation, offline banner, service-worker update notice). Loaded lazily by the shell so that
 * the first screen stays small; rendered only for a signed-in user.
 */
export function GlobalDialogs() {
  const { data: me } = useMe();
  const { data: client } = useClient(me?.client_uuid);
  // Notification modals come last in the first-run queue (decision 185): after the terms, a forced
  // signature page, the analytics question, the welcome offer and a running tour.
  const isBlocked = useIsFirstRunBlocked('notifications');
  if (!me) return null;
  return (
    <>
      <MessagingDialogs me={me} client={client} isBlocked={isBlocked} />
      {/* The story form opens from the students' quick menu (window event); it loads on demand. */}
      {activeRoleOf(me) === 'SCHUELER' && <StoryFormHost />}
      {/* Ranking, reminders and reviews at start, on every page and screen size (not tied to the menu). */}
      {activeRoleOf(me) === 'SCHUELER' && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <StudentStartLoads />
          </Suspense>
        </ErrorBoundary>
      )}
      {/* Opened by openStorageFullDialog() (lib/app-events) after an upload answered USER_STORAGE_FULL. */}
      <StorageFullDialogHost />
    </>
  );
}
