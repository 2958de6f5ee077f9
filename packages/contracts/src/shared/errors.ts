import { z } from 'zod';

/** Error codes the API answers with. The client may branch on them; the message is for people. */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'ROLE_NOT_HELD',
  'RATE_LIMITED',
  'USER_STORAGE_FULL',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/** Every API error has this body (ARCHITECTURE.md section 5). */
export const errorBodySchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  fields: z.array(fieldErrorSchema).optional(),
  request_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** German default messages per code (formal "Sie": errors reach every role). */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'Sie sind nicht angemeldet. Bitte melden Sie sich erneut an.',
  FORBIDDEN: 'Sie haben keine Berechtigung für diese Aktion.',
  NOT_FOUND: 'Die angefragten Daten wurden nicht gefunden.',
  VALIDATION_FAILED: 'Die Eingaben sind nicht vollständig oder nicht gültig.',
  ROLE_NOT_HELD: 'Diese Rolle ist Ihrem Konto nicht zugeordnet.',
  RATE_LIMITED: 'Zu viele Anfragen. Bitte warten Sie kurz und versuchen Sie es dann erneut.',
  USER_STORAGE_FULL:
    'Du kannst diese Datei nicht hochladen. Dein Speicher ist voll. Bitte lösche Dateien - auch aus deinem Papierkorb!',
  INTERNAL_ERROR: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
};
