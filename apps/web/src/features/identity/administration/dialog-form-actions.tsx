import { useTranslation } from 'react-i18next';

interface DialogFormActionsProps {
  /** The server's or the form's message when saving failed; shown above the buttons. */
  failure?: string | null;
  onCancel: () => void;
  isPending: boolean;
  /** The submit button's text; "Speichern" when left out. */
  submitLabel?: string;
}

/** The end of an administration dialog's form: the failure message, "Abbrechen" and submit. */
export function DialogFormActions({ failure, onCancel, isPending, submitLabel }: DialogFormActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('administration.cancel')}
        </button>
        <button type="submit" className="button" disabled={isPending}>
          {submitLabel ?? t('administration.save')}
        </button>
      </div>
    </>
  );
}
