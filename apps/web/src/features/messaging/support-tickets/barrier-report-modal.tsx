import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useAnnounce } from '../../../components/ui/live-announcer';
import { useFormality } from '../../../lib/formality';
import { useCreateBarrierTicket } from './api/create-barrier-ticket';
import { ticketErrorText } from './ticket-error';
import { TicketFormFields, useTicketForm } from './ticket-form';
import '../messaging-dialog-texts';

interface BarrierReportModalProps {
  /** The address of the page the barrier was found on. */
  pageUrl: string;
  onClose: () => void;
}

/**
 * Barrier report (spec 2, 4): idle → submitting (the submit button shows loading) → on success the
 * form gives way to the thanks, visible in the dialog and announced, with "Schließen" focused (a
 * thanks only announced would pass sighted people by, issue 14); on failure the server's answer is
 * one error line under the form and the modal stays open. Closing clears the error.
 */
export function BarrierReportModal({ pageUrl, onClose }: BarrierReportModalProps) {
  const { t } = useTranslation();
  const context = useFormality();
  const announce = useAnnounce();
  const ticketForm = useTicketForm();
  const createTicket = useCreateBarrierTicket();
  const errorId = useId();
  const noteId = useId();
  const [isSent, setIsSent] = useState(false);
  const closeAfterThanks = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isSent) closeAfterThanks.current?.focus();
  }, [isSent]);

  const handleClose = () => {
    createTicket.reset();
    onClose();
  };

  const submit = ticketForm.submitWith(async (fields) => {
    try {
      await createTicket.mutateAsync({ ...fields, page_url: pageUrl });
    } catch {
      return; // shown under the form
    }
    announce(t('messaging.barrier.success', { context }));
    setIsSent(true);
  });

  if (isSent) {
    return (
      <ModalDialog title={t('messaging.barrier.title')} closeLabel={t('messaging.barrier.closeLabel')} onClose={handleClose}>
        <p role="status" data-testid="barrier-thanks">
          {t('messaging.barrier.success', { context })}
        </p>
        <div className="dialog__actions">
          <Button ref={closeAfterThanks} className="button" onPress={handleClose}>
            {t('messaging.close')}
          </Button>
        </div>
      </ModalDialog>
    );
  }

  return (
    <ModalDialog title={t('messaging.barrier.title')} closeLabel={t('messaging.barrier.closeLabel')} onClose={handleClose}>
      <p>
        {t('messaging.barrier.reminderBefore', { context })}
        <Link to="/barrier-free-info">{t('messaging.barrier.reminderLink')}</Link>
        {t('messaging.barrier.reminderAfter', { context })}
      </p>
      <form
        className="ticket-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-describedby={createTicket.isError ? errorId : undefined}
      >
        <TicketFormFields
          ticketForm={ticketForm}
          titleHint={t('messaging.barrier.titleHint', { context })}
          descriptionHint={t('messaging.barrier.descriptionHint', { context })}
        />
        <p id={noteId} className="ticket-form__note">
          {t('messaging.barrier.note', { context })}
        </p>
        {createTicket.isError && (
          <p id={errorId} className="form-error" role="alert">
            {ticketErrorText(createTicket.error)}
          </p>
        )}
        <div className="dialog__actions">
          <Button className="button button--secondary" onPress={handleClose}>
            {t('messaging.cancel')}
          </Button>
          <Button className="button" type="submit" isPending={createTicket.isPending} aria-describedby={noteId}>
            {createTicket.isPending ? t('messaging.ticket.sending') : t('messaging.barrier.submit')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
