// Kept free of zod: the client's start-up reads error bodies before any schema is loaded.

import type { ErrorCode } from './error-body';

export { ERROR_CODES, isErrorBody, type ErrorBodyShape, type ErrorCode } from './error-body';

/**
 * German default messages per code, formal "Sie" for adults and callers not signed in; students
 * read {@link ERROR_MESSAGES_DU} (the server picks by the caller's active role, `du-variants.ts`).
 */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'Sie sind nicht angemeldet. Bitte melden Sie sich erneut an.',
  FORBIDDEN: 'Sie haben keine Berechtigung für diese Aktion.',
  NOT_FOUND: 'Die angefragten Daten wurden nicht gefunden.',
  VALIDATION_FAILED: 'Die Eingaben sind nicht vollständig oder nicht gültig.',
  ROLE_NOT_HELD: 'Diese Rolle ist Ihrem Konto nicht zugeordnet.',
  RATE_LIMITED: 'Zu viele Anfragen. Bitte warten Sie kurz und versuchen Sie es dann erneut.',
  USER_STORAGE_FULL:
    'Sie können diese Datei nicht hochladen. Ihr Speicher ist voll. Bitte löschen Sie Dateien - auch aus Ihrem Papierkorb!',
  CONFLICT: 'Die Änderung widerspricht vorhandenen Daten.',
  FILE_ATTACHED:
    'Diese Datei gehört zu einer Story oder einer Aufgabe. Sie wird nur zusammen mit ihr gelöscht oder wiederhergestellt.',
  INTERNAL_ERROR: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  SERVICE_UNAVAILABLE: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden noch einmal.',
  SERVER_STORAGE_FULL:
    'Der Speicher des Servers ist gerade voll. Ihre Datei wurde nicht gespeichert. Bitte versuchen Sie es später noch einmal.',
  LINK_GONE: 'Dieser Link gilt nicht mehr. Er wurde schon benutzt, ist abgelaufen oder wurde zurückgezogen.',
  IDEMPOTENCY_KEY_REUSED:
    'Diese Anfrage wurde schon einmal mit anderen Inhalten gesendet. Bitte laden Sie die Seite neu und senden Sie sie noch einmal.',
  REQUEST_IN_PROGRESS: 'Diese Anfrage wird gerade noch bearbeitet. Bitte versuchen Sie es in einigen Sekunden noch einmal.',
  ANSWER_CHANGED: 'Diese Antwort wurde inzwischen auf einem anderen Gerät geändert. Bitte wählen Sie, welche Fassung bleiben soll.',
};

/** The same messages for students, addressed with du (CONTENT.md). */
export const ERROR_MESSAGES_DU: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'Du bist nicht angemeldet. Bitte melde dich erneut an.',
  FORBIDDEN: 'Du hast keine Berechtigung für diese Aktion.',
  NOT_FOUND: 'Die angefragten Daten wurden nicht gefunden.',
  VALIDATION_FAILED: 'Die Eingaben sind nicht vollständig oder nicht gültig.',
  ROLE_NOT_HELD: 'Diese Rolle gehört nicht zu deinem Konto.',
  RATE_LIMITED: 'Zu viele Anfragen. Bitte warte kurz und versuche es dann noch einmal.',
  USER_STORAGE_FULL:
    'Du kannst diese Datei nicht hochladen. Dein Speicher ist voll. Bitte lösche Dateien - auch aus deinem Papierkorb!',
  CONFLICT: 'Die Änderung widerspricht vorhandenen Daten.',
  FILE_ATTACHED:
    'Diese Datei gehört zu einer Story oder einer Aufgabe. Du kannst sie nur zusammen mit der Story oder Aufgabe löschen oder wiederherstellen.',
  INTERNAL_ERROR: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es später noch einmal.',
  SERVICE_UNAVAILABLE: 'Der Dienst ist gerade nicht erreichbar. Bitte versuche es in einigen Sekunden noch einmal.',
  SERVER_STORAGE_FULL:
    'Der Speicher des Servers ist gerade voll. Deine Datei wurde nicht gespeichert. Bitte versuche es später noch einmal.',
  LINK_GONE: 'Dieser Link gilt nicht mehr. Er wurde schon benutzt, ist abgelaufen oder wurde zurückgezogen.',
  IDEMPOTENCY_KEY_REUSED:
    'Diese Anfrage wurde schon einmal mit anderen Inhalten gesendet. Bitte lade die Seite neu und sende sie noch einmal.',
  REQUEST_IN_PROGRESS: 'Diese Anfrage wird gerade noch bearbeitet. Bitte versuche es in einigen Sekunden noch einmal.',
  ANSWER_CHANGED: 'Diese Antwort wurde inzwischen auf einem anderen Gerät geändert. Bitte wähle, welche Fassung bleiben soll.',
};

/**
 * The same messages for students who switched on Leichte Sprache (decision 234): du, short
 * sentences, hard words explained. `du-variants.ts` checks them against the rules of decision 231.
 */
export const ERROR_MESSAGES_LEICHT: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'Du bist nicht angemeldet. Bitte melde dich noch einmal an.',
  FORBIDDEN: 'Das darfst du nicht machen.',
  NOT_FOUND: 'Die App findet diese Daten nicht.',
  VALIDATION_FAILED: 'Etwas in deinen Eingaben fehlt oder stimmt nicht. Bitte prüfe deine Eingaben.',
  ROLE_NOT_HELD: 'Diese Rolle hast du nicht in deinem Konto.',
  RATE_LIMITED: 'Du hast zu oft hinter·einander etwas geschickt. Bitte warte kurz. Dann versuche es noch einmal.',
  USER_STORAGE_FULL:
    'Dein Speicher ist voll. Darum kannst du diese Datei nicht hoch·laden. Bitte lösche Dateien. Lösche auch die Dateien in deinem Papierkorb!',
  CONFLICT: 'Das passt nicht zu den Daten in der App. Bitte lade die Seite neu.',
  FILE_ATTACHED:
    'Diese Datei gehört zu einer Story oder zu einer Aufgabe. Du kannst die Datei nur zusammen mit der Story oder Aufgabe löschen. Und du kannst sie nur zusammen zurück·holen.',
  INTERNAL_ERROR: 'In der App ist ein Fehler passiert. Bitte versuche es später noch einmal.',
  SERVICE_UNAVAILABLE: 'Die App ist gerade nicht erreichbar. Bitte warte ein paar Sekunden. Dann versuche es noch einmal.',
  SERVER_STORAGE_FULL:
    'Der Speicher vom Server ist gerade voll. Ein Server ist ein Computer für die App. Deine Datei ist nicht gespeichert. Bitte versuche es später noch einmal.',
  LINK_GONE: 'Dieser Link geht nicht mehr. Vielleicht hat jemand den Link schon benutzt. Oder die Zeit für den Link ist vorbei.',
  IDEMPOTENCY_KEY_REUSED: 'Etwas ist schief·gegangen. Bitte lade die Seite neu. Dann schick es noch einmal.',
  REQUEST_IN_PROGRESS: 'Die App arbeitet noch an deiner Eingabe. Bitte warte ein paar Sekunden. Dann versuche es noch einmal.',
  ANSWER_CHANGED: 'Du hast diese Antwort auf einem anderen Gerät geändert. Bitte wähle: Welche Antwort soll bleiben?',
};

/** Messages about the request itself rather than its content, for every route (formal "Sie" as above). */
export const REQUEST_MESSAGES = {
  /** Fastify's own refusals before a route's validation (malformed JSON, unsupported media type, too large …). */
  notProcessable: 'Die Anfrage konnte nicht verarbeitet werden. Bitte prüfen Sie Ihre Eingaben.',
  /** The body stood still longer than the stall limit (UPLOAD_STALL_SECONDS, decision 170); uploads have `FILE_MESSAGES.stalled`. */
  bodyStalled:
    'Ihre Eingaben sind nicht vollständig angekommen, weil die Verbindung zu lange unterbrochen war. Es wurde nichts gespeichert. Bitte prüfen Sie die Internetverbindung und versuchen Sie es erneut.',
} as const;

/** The request messages for students (du). */
export const REQUEST_MESSAGES_DU: Record<keyof typeof REQUEST_MESSAGES, string> = {
  notProcessable: 'Die Anfrage konnte nicht verarbeitet werden. Bitte prüfe deine Eingaben.',
  bodyStalled:
    'Deine Eingaben sind nicht vollständig angekommen, weil die Verbindung zu lange unterbrochen war. Es wurde nichts gespeichert. Bitte prüfe die Internetverbindung und versuche es noch einmal.',
};

/** The request messages for students with Leichte Sprache (decision 234). */
export const REQUEST_MESSAGES_LEICHT: Record<keyof typeof REQUEST_MESSAGES, string> = {
  notProcessable: 'Die App kann deine Anfrage nicht bearbeiten. Bitte prüfe deine Eingaben.',
  bodyStalled:
    'Die Verbindung zum Internet war zu lange weg. Darum sind deine Eingaben nicht ganz angekommen. Die App hat nichts gespeichert. Bitte prüfe dein Internet. Dann versuche es noch einmal.',
};
