import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary';
import { OPEN_STORY_FORM_EVENT, useAppRequest } from '../../../lib/app-events';
import { importWithTimeout } from '../../../lib/import-with-timeout';

const StoryFlow = lazy(() => importWithTimeout(() => import('./story-flow')).then((module) => ({ default: module.StoryFlow })));

/**
 * Listens for `berufswahl:open-story-form` (the quick-menu item without a link, the dashboard's
 * and the stories screen's "Neue Story") and opens the story form. The form and its schema load
 * only then, so the first screen stays small. Mounted once in the shell's global dialogs.
 */
export function StoryFormHost() {
  const [isOpen, setOpen] = useState(false);
  // Each opening mounts a fresh form (empty fields, no old error).
  const [openings, setOpenings] = useState(0);

  useAppRequest(OPEN_STORY_FORM_EVENT, () => {
    setOpenings((count) => count + 1);
    setOpen(true);
  });

  if (!isOpen) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <StoryFlow key={openings} onDone={() => setOpen(false)} />
      </Suspense>
    </ErrorBoundary>
  );
}
