import { z } from 'zod';
import { LIMITS } from '../shared/limits';
import { requiredText, validationMessages } from '../shared/validation';

/** German field names, used in the validation messages of client and server alike. */
export const TICKET_FIELD_LABELS = { subject: 'Titel', description: 'Beschreibung' } as const;

/**
 * What the barrier route answers (503) when the report cannot be mailed: it was not stored either
 * (decision 020), so the reporter is told to send it again. Worded without du or Sie – students
 * and staff read it under the same form.
 */
export const TICKET_MESSAGES = {
  deliveryFailed: 'Die Meldung konnte gerade nicht verschickt werden und wurde nicht gespeichert. Bitte in einigen Minuten noch einmal senden.',
} as const;

/** The barrier report's message for students with Leichte Sprache (decision 234). */
export const TICKET_MESSAGES_LEICHT: Record<keyof typeof TICKET_MESSAGES, string> = {
  deliveryFailed: 'Die App kann deine Meldung gerade nicht schicken. Die Meldung ist nicht gespeichert. Bitte schick die Meldung in ein paar Minuten noch einmal.',
};

/** A required text without a maximum (spec 5: the ticket description has none). */
function requiredUnboundedText(label: string) {
  return z
    .string({ error: validationMessages.required(label) })
    .trim()
    .min(1, { error: validationMessages.required(label) });
}

/**
 * The fields of both ticket forms (support and barrier, spec 5): title required, at most 255
 * characters; description required, no maximum. The form and the API use the same schema.
 */
export const ticketFieldsSchema = z.object({
  subject: requiredText(TICKET_FIELD_LABELS.subject, LIMITS.ticketTitleMax),
  description: requiredUnboundedText(TICKET_FIELD_LABELS.description),
});
export type TicketFields = z.infer<typeof ticketFieldsSchema>;

/**
 * `POST /api/messaging/v1/support-tickets/barrier` (spec 7). `page_url` is an addition to the
 * spec's body: the page the barrier was found on, so the support team can look at it.
 */
export const barrierTicketBodySchema = ticketFieldsSchema.extend({
  page_url: z.url().max(2048).optional(),
});
export type BarrierTicketBody = z.infer<typeof barrierTicketBodySchema>;

/** The stored ticket; the client does not read it (spec 7), it is there for tools and tests. */
export const supportTicketCreatedSchema = z.object({
  uuid: z.uuid(),
  created_date: z.string(),
});
export type SupportTicketCreated = z.infer<typeof supportTicketCreatedSchema>;
