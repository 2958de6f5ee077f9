// Kept free of zod: the client's offline queue (a lazy chunk) sends the header without loading schemas.

/**
 * The request header that names one write (decision 240): a UUID the client makes once per draft
 * and sends with every retry of it, so the server does the write once and answers every retry with
 * the first answer. Routes that take it say so in their declaration (`config.idempotent`).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The header a repeated answer carries: the server did no work, it answered from the stored first answer. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

/** How long the server keeps a key and its answer; a retry after that is a new write. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** A UUID as the header must carry it (any version; lower- or upper-case hex). */
export const IDEMPOTENCY_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** German messages about the header itself (Sie; the du variants below, for students). */
export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Die Anfrage trägt einen ungültigen Idempotency-Key. Bitte laden Sie die Seite neu.',
} as const;

export const IDEMPOTENCY_MESSAGES_DU: Record<keyof typeof IDEMPOTENCY_MESSAGES, string> = {
  invalidKey: 'Die Anfrage trägt einen ungültigen Idempotency-Key. Bitte lade die Seite neu.',
};

/** Leichte Sprache (decision 234): the key is a technical detail, so the twin only says what to do. */
export const IDEMPOTENCY_MESSAGES_LEICHT: Record<keyof typeof IDEMPOTENCY_MESSAGES, string> = {
  invalidKey: 'Etwas ist schief·gegangen. Bitte lade die Seite neu.',
};
