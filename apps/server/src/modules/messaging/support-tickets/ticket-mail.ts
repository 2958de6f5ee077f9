import { isRole, ROLE_LABELS } from '@berufswahl/contracts';
import type { MailMessage } from '../../../platform/mail';
import type { ReporterContext, TicketRow } from './support-tickets.repository';

const KIND_LABELS: Record<string, string> = { barrier: 'Barriere gemeldet' };

/** The mailbox a Land's tickets go to: its support mailbox, else its general address (spec 3). */
export function ticketRecipientOf(client: ReporterContext['client']): string | null {
  return client.redmineMailBox?.trim() || client.email?.trim() || null;
}

function formatBerlinTime(date: Date): string {
  return new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(date);
}

/**
 * The mail for the support team: the reporter's text, then a context block like the one of the
 * technical-support draft (spec 7) plus role, page and ticket number. German, for people.
 */
export function composeTicketMail(
  ticket: TicketRow,
  context: ReporterContext,
  addresses: { from: string; to: string },
): MailMessage {
  const { user, client, school } = context;
  const role = isRole(user.activeRole) ? ROLE_LABELS[user.activeRole] : user.activeRole;
  const lines = [
    ticket.description,
    '',
    '-----',
    `Bundesland: ${client.name}`,
    `Schule: ${school?.name ?? '–'}`,
    `Schul-ID: ${school?.id ?? '–'}`,
    `PLZ: ${school?.postcode || '–'}`,
    `Ort: ${school?.city || '–'}`,
    `Name: ${user.firstName} ${user.surname}`,
    `Benutzername: ${user.username}`,
    `E-Mail: ${user.email ?? '–'}`,
    `Rolle: ${role}`,
    `Seite: ${ticket.pageUrl ?? '–'}`,
    `Gemeldet am: ${formatBerlinTime(ticket.createdAt)} Uhr`,
    `Ticket: ${ticket.uuid}`,
  ];
  return {
    from: addresses.from,
    to: [addresses.to],
    ...(user.email ? { replyTo: user.email } : {}),
    subject: `[${KIND_LABELS[ticket.kind] ?? ticket.kind}] ${ticket.subject}`,
    text: lines.join('\n'),
  };
}
