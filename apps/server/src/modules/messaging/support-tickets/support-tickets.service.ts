import { TICKET_MESSAGES, type BarrierTicketBody, type SupportTicketCreated } from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import { ApiError, unauthenticated } from '../../../platform/http/errors';
import type { MailTransport } from '../../../platform/mail';
import type { SupportTicketsRepository } from './support-tickets.repository';
import { composeTicketMail, ticketRecipientOf } from './ticket-mail';

type Logger = { warn: (object: object, message: string) => void; error: (object: object, message: string) => void };

export function createSupportTicketsService(deps: {
  repository: SupportTicketsRepository;
  mail: MailTransport;
  mailFrom: string;
  log: Logger;
}) {
  const { repository, mail, mailFrom, log } = deps;
  return {
    /**
     * Stores a barrier report and mails it to the Land's support mailbox. A Land without any
     * mailbox still gets the report stored (and the operator a warning), so no report is lost.
     * When the mail fails, nothing is stored and the caller gets 503 with a German message.
     */
    async reportBarrier(caller: Caller, body: BarrierTicketBody): Promise<SupportTicketCreated> {
      const context = await repository.findReporterContext(caller.uuid);
      if (!context) throw unauthenticated();
      const recipient = ticketRecipientOf(context.client);
      const ticket = await repository.createAndDeliver(
        {
          kind: 'barrier',
          subject: body.subject,
          description: body.description,
          reporterUuid: caller.uuid,
          clientUuid: context.client.uuid,
          schoolUuid: context.school?.uuid ?? null,
          pageUrl: body.page_url ?? null,
          mailedTo: recipient,
        },
        async (row) => {
          if (!recipient) {
            log.warn({ ticket: row.uuid, client: context.client.uuid }, 'barrier report stored, but the Land has no mailbox');
            return;
          }
          try {
            await mail.send(composeTicketMail(row, context, { from: mailFrom, to: recipient }));
          } catch (error) {
            // The transaction rolls back: nothing is stored, and the reporter is told to send it again.
            log.error({ err: error, client: context.client.uuid }, 'barrier report could not be mailed; not stored');
            throw new ApiError('SERVICE_UNAVAILABLE', TICKET_MESSAGES.deliveryFailed);
          }
        },
      );
      return { uuid: ticket.uuid, created_date: ticket.createdAt.toISOString() };
    },
  };
}

export type SupportTicketsService = ReturnType<typeof createSupportTicketsService>;
