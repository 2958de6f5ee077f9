import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { buildSupportBody, buildSupportMailto, type SupportContext } from './support-mailto';
import { TicketFormFields, useTicketForm } from './ticket-form';
import '../messaging-dialog-texts';

interface TechnicalSupportModalProps {
  /** The Land's support mailbox. */
  mailbox: string;
  context: SupportContext;
  onClose: () => void;
}

/** Opens a mail draft the way a link would, without the click reaching the external-link guard. */
function openMailDraft(href: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.click();
}

/**
 * Technical support for school coordinators (spec 2, 7): nothing is sent to the server – a mail
 * draft to the Land's support mailbox opens, with the title as subject and the description plus
 * the context block as body. Once created, "Schließen" replaces "Abbrechen" (spec 4).
 */
export function TechnicalSupportModal({ mailbox, context, onClose }: TechnicalSupportModalProps) {
  const { t } = useTranslation();
  const ticketForm = useTicketForm();
  const [draftHref, setDraftHref] = useState<string | null>(null);

  const submit = ticketForm.submitWith((fields) => {
    const labels = {
      state: t('messaging.support.context.state'),
      schoolName: t('messaging.support.context.schoolName'),
      schoolId: t('messaging.support.context.schoolId'),
      postcode: t('messaging.support.context.postcode'),
      city: t('messaging.support.context.city'),
      userName: t('messaging.support.context.userName'),
      userEmail: t('messaging.support.context.userEmail'),
    };
    const href = buildSupportMailto(mailbox, fields.subject, buildSupportBody(fields.description, context, labels));
    setDraftHref(href);
    openMailDraft(href);
  });

  return (
    <ModalDialog title={t('messaging.support.title')} closeLabel={t('messaging.support.closeLabel')} onClose={onClose}>
      <p>{t('messaging.support.intro')}</p>
      <form className="ticket-form" noValidate onSubmit={(event) => void submit(event)}>
        <TicketFormFields ticketForm={ticketForm} />
        <div role="status">
          {draftHref && (
            <p className="ticket-form__note">
              {t('messaging.support.created')} {t('messaging.support.fallback')}{' '}
              <a href={draftHref}>{mailbox}</a>.
            </p>
          )}
        </div>
        <div className="dialog__actions">
          <Button className="button button--secondary" onPress={onClose}>
            {draftHref ? t('messaging.close') : t('messaging.cancel')}
          </Button>
          <Button className="button" type="submit">
            {t('messaging.support.submit')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
