import { z } from 'zod';
import { meSchema } from './users';

/**
 * Transfer codes (spec 2: "moving the account to another school via a numeric code"; decision 197).
 * The coordinator of the school a deactivated student moves to issues a short-lived numeric code;
 * the student enters it on the landing page and the account moves to that school. The code is
 * stored only as a hash, works once, and its entry is rate-limited (`code`).
 */
export const TRANSFER_CODE_DIGITS = 10;

/** Days an issued code stays valid. */
export const TRANSFER_CODE_VALID_DAYS = 7;

export const TRANSFER_CODE_PATTERN = new RegExp(`^\\d{${TRANSFER_CODE_DIGITS}}$`);

/** Removes spaces and hyphens of a typed or pasted code (`12345 67890` → `1234567890`). */
export function normalizeTransferCode(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** How a code is shown: two groups of five digits (`12345 67890`), easier to read out and type. */
export function formatTransferCode(code: string): string {
  return code.replace(/^(\d{5})(?=\d)/, '$1 ');
}

/** The deactivated account reads these on its landing page: Sie, as CONTENT.md asks for deactivated accounts. */
export const TRANSFER_CODE_MESSAGES = {
  invalid: `Der Wechselcode besteht aus ${TRANSFER_CODE_DIGITS} Ziffern.`,
  unknownOrExpired:
    'Dieser Wechselcode ist nicht gültig, schon benutzt oder abgelaufen. Bitte fragen Sie die Schulkoordination Ihrer neuen Schule nach einem neuen Code.',
  deletionDatePassed: 'Ihr Konto wird gerade gelöscht. Ein Schulwechsel ist nicht mehr möglich.',
} as const;

/** The code as the student types it. */
export const transferCodeInputSchema = z
  .string({ error: TRANSFER_CODE_MESSAGES.invalid })
  .transform(normalizeTransferCode)
  .pipe(z.string().regex(TRANSFER_CODE_PATTERN, { error: TRANSFER_CODE_MESSAGES.invalid }));

/** `POST /schools/{schoolUuid}/transfer-codes` answers the code once – only its hash is kept. */
export const transferCodeSchema = z.object({ code: z.string(), expires_at: z.string() });
export type TransferCode = z.infer<typeof transferCodeSchema>;

/** `POST /users/me/transfer` – the student's move; answers the updated `me`. */
export const transferBodySchema = z.object({ code: transferCodeInputSchema });
export type TransferBody = z.input<typeof transferBodySchema>;
export const transferResponseSchema = meSchema;

/** The notice the old school's coordinators get (Sie). Type `account_moved`, like a move by reactivation code. */
export const ACCOUNT_TRANSFERRED_OUT_NOTICE = {
  type: 'account_moved',
  title: 'Ein Konto ist an eine andere Schule gewechselt',
  message: (person: string, username: string, newSchool: string) =>
    `Das deaktivierte Konto von ${person} (${username}) gehört jetzt zur Schule „${newSchool}“. Die Person hat dort einen Wechselcode der Koordination eingegeben. Ihre Daten sind mitgezogen, die Zuordnungen zu Klassen Ihrer Schule sind entfernt. Einzelheiten stehen im Protokoll.`,
  link: '/verwaltung/protokoll',
  linkText: 'Protokoll öffnen',
} as const;

/** The notice the receiving school's coordinators get (Sie): the student still needs a class. */
export const ACCOUNT_TRANSFERRED_IN_NOTICE = {
  type: 'account_transferred_in',
  title: 'Neue Schülerin oder neuer Schüler ohne Lerngruppe',
  message: (person: string, username: string) =>
    `${person} (${username}) ist mit einem Wechselcode an Ihre Schule gewechselt und noch keiner Lerngruppe zugeordnet. Bitte ordnen Sie die Person in der Kontenverwaltung einer Lerngruppe zu. Bis dahin folgt „Mein Weg“ der Sekundarstufe I.`,
  link: '/verwaltung/konten?ohne-klasse=1',
  linkText: 'Konten ohne Lerngruppe öffnen',
} as const;
