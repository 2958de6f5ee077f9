import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { failureOf } from './admin-form';

interface ConfirmActionDialogProps {
  title: string;
  text: string;
  /** The confirm button's text; without it the action cannot be taken and "Schließen" is offered. */
  confirmLabel?: string;
  isPending: boolean;
  /** Starts the action; calls `onFailure` with the server's error when it fails. */
  onConfirm: (onFailure: (error: unknown) => void) => void;
  onClose: () => void;
}

/**
 * Asks before an administration action that cannot simply be undone (an `alertdialog`); the
 * server's message shows in the dialog when it fails, so the user can try again or cancel.
 */
export function ConfirmActionDialog({ title, text, confirmLabel, isPending, onConfirm, onClose }: ConfirmActionDialogProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <ModalDialog title={title} closeLabel={t('administration.close')} onClose={onClose} role="alertdialog">
      <p>{text}</p>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {confirmLabel ? t('administration.cancel') : t('administration.close')}
        </button>
        {confirmLabel && (
          <button
            type="button"
            className="button"
            disabled={isPending}
            onClick={() => onConfirm((error) => setFailure(failureOf(error, t('administration.saveError')).message))}
          >
            {confirmLabel}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
