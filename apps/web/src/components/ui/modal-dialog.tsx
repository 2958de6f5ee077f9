import { lazy, Suspense } from 'react';
import { ErrorBoundary } from './error-boundary';
import type { ModalDialogProps } from './modal-dialog-frame';
// The building blocks' styles (fields, dialogs) come with every screen that can open a dialog, as
// before the frame was split off; only the frame's script loads later.

export type { ModalDialogProps } from './modal-dialog-frame';

// react-aria's overlay code (focus trap, scroll lock, hiding the page from screen readers) loads
// with the first dialog that opens, not with the first screen.
const ModalDialogFrame = lazy(() => import('./modal-dialog-frame').then((module) => ({ default: module.ModalDialogFrame })));

/**
 * A modal dialog: focus moves inside, stays there and returns to the opener on close; Escape
 * closes it (react-aria). The heading names the dialog. When its code cannot be loaded (offline)
 * nothing opens and the page stays usable.
 */
export function ModalDialog(props: ModalDialogProps) {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <ModalDialogFrame {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
