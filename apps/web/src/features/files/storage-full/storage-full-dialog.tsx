import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary';
import { OPEN_STORAGE_FULL_EVENT, useAppRequest } from '../../../lib/app-events';

// The dialog and its texts load when it opens (not with the first screen).
const StorageFullDialog = lazy(() => import('./storage-full-modal').then((module) => ({ default: module.StorageFullDialog })));

/** Lives in the global dialogs; opens the dialog whenever `openStorageFullDialog()` is called. */
export function StorageFullDialogHost() {
  const [isOpen, setOpen] = useState(false);
  useAppRequest(OPEN_STORAGE_FULL_EVENT, () => setOpen(true));
  if (!isOpen) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <StorageFullDialog onClose={() => setOpen(false)} />
      </Suspense>
    </ErrorBoundary>
  );
}
