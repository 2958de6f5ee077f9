import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useFirstRunHold } from '../../lib/first-run-queue';

export interface ModalDialogProps {
  title: ReactNode;
  /** The accessible name of the close icon, e.g. "Schließen". Without it there is no close icon. */
  closeLabel?: string;
  /** Escape, the close icon and a click outside (when dismissable) call this. */
  onClose: () => void;
  isDismissable?: boolean;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  /**
   * False for a notification's own dialog; every other open dialog keeps notifications back until
   * it closes (decision 254) – two modals at once leave the page unusable.
   */
  holdsNotifications?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog: focus moves inside, stays there and returns to the opener on close; Escape
 * closes it (react-aria). The heading names the dialog. Loaded through `ModalDialog`.
 */
export function ModalDialogFrame({
  title,
  closeLabel,
  onClose,
  isDismissable = false,
  role = 'dialog',
  className,
  holdsNotifications = true,
  children,
}: ModalDialogProps) {
  useFirstRunHold('dialog', holdsNotifications);
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen
      isDismissable={isDismissable}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Modal className={`modal ${className ?? ''}`.trim()}>
        <Dialog className="dialog" role={role}>
          <div className="dialog__header">
            <Heading slot="title" level={2} className="dialog__title">
              {title}
            </Heading>
            {closeLabel && (
              <Button className="icon-button" aria-label={closeLabel} onPress={onClose}>
                <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
                  <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" fill="currentColor" />
                </svg>
              </Button>
            )}
          </div>
          <div className="dialog__body">{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
