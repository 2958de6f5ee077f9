import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary';
import { OPEN_STORAGE_FULL_EVENT } from '../../../lib/app-events';

// The dialog and its texts load when it opens (not with the first screen).
const StorageFullDialog = lazy(() => import('./storage-full-modal').then((module) => ({ default: module.StorageFullDialog })));

/** Lives in the global dialogs; opens the dialog whenever `openStorageFullDialog()` is called. */
export function StorageFullDialogHost() {
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    const open = () => setOpen(true);
    window.addEventListener(OPEN_STORAGE_FULL_EVENT, open);
    return () => window.removeEventListener(OPEN_STORAGE_FULL_EVENT, open);
  }, []);
  if (!isOpen) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <StorageFullDialog onClose={() => setOpen(false)} />
      </Suspense>
    </ErrorBoundary>
  );
}
