import { z } from 'zod';

/**
 * The new password a person chooses at the first sign-in with an initial password from a
 * coordinator (decision 107). The embedded provider's form checks it; the rules live here so
 * that a later "change password" screen of the app uses the same.
 */
export const PASSWORD_RULES = {
  minLength: 10,
  /** scrypt hashes any length; the cap keeps a request small. */
  maxLength: 128,
} as const;

/** Who reads the messages: students are addressed with du, everyone else with Sie (CONTENT.md). */
export type PasswordAudience = 'du' | 'sie';

export const PASSWORD_CHANGE_MESSAGES = {
  du: {
    missing: 'Bitte gib ein neues Passwort ein.',
    tooShort: `Dein neues Passwort muss mindestens ${PASSWORD_RULES.minLength} Zeichen lang sein.`,
    tooLong: `Dein neues Passwort darf höchstens ${PASSWORD_RULES.maxLength} Zeichen lang sein.`,
    sameAsOld: 'Dein neues Passwort muss sich vom Startpasswort unterscheiden.',
    repeatMissing: 'Bitte gib das neue Passwort ein zweites Mal ein.',
    mismatch: 'Die beiden Passwörter stimmen nicht überein. Bitte gib zweimal dasselbe Passwort ein.',
  },
  sie: {
    missing: 'Bitte geben Sie ein neues Passwort ein.',
    tooShort: `Ihr neues Passwort muss mindestens ${PASSWORD_RULES.minLength} Zeichen lang sein.`,
    tooLong: `Ihr neues Passwort darf höchstens ${PASSWORD_RULES.maxLength} Zeichen lang sein.`,
    sameAsOld: 'Ihr neues Passwort muss sich vom Startpasswort unterscheiden.',
    repeatMissing: 'Bitte geben Sie das neue Passwort ein zweites Mal ein.',
    mismatch: 'Die beiden Passwörter stimmen nicht überein. Bitte geben Sie zweimal dasselbe Passwort ein.',
  },
  /** Students with Leichte Sprache (decision 234); the server swaps them in for the du texts. */
  leicht: {
    missing: 'Bitte schreib ein neues Passwort.',
    tooShort: `Dein neues Passwort ist zu kurz. Es braucht mindestens ${PASSWORD_RULES.minLength} Zeichen.`,
    tooLong: `Dein neues Passwort ist zu lang. Es darf höchstens ${PASSWORD_RULES.maxLength} Zeichen haben.`,
    sameAsOld: 'Dein neues Passwort muss anders sein als dein Start·passwort.',
    repeatMissing: 'Bitte schreib das neue Passwort noch 1-mal.',
    mismatch: 'Die 2 Passwörter sind nicht gleich. Bitte schreib 2-mal das gleiche Passwort.',
  },
} as const satisfies Record<PasswordAudience | 'leicht', Record<string, string>>;

export type NewPasswordErrors = { password?: string; repeat?: string };

/**
 * Checks a new password and its repetition; an empty object means it is fine. Whether it equals
 * the old one is checked by the server against the stored hash (`sameAsOld`).
 */
export function checkNewPassword(input: { password: string; repeat: string }, audience: PasswordAudience): NewPasswordErrors {
  const messages = PASSWORD_CHANGE_MESSAGES[audience];
  const errors: NewPasswordErrors = {};
  const length = [...input.password].length;
  if (!input.password) errors.password = messages.missing;
  else if (length < PASSWORD_RULES.minLength) errors.password = messages.tooShort;
  else if (length > PASSWORD_RULES.maxLength) errors.password = messages.tooLong;
  if (!errors.password) {
    if (!input.repeat) errors.repeat = messages.repeatMissing;
    else if (input.repeat !== input.password) errors.repeat = messages.mismatch;
  }
  return errors;
}

/** The same rule as a zod schema, for a form of the app. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_RULES.minLength, { error: PASSWORD_CHANGE_MESSAGES.sie.tooShort })
  .max(PASSWORD_RULES.maxLength, { error: PASSWORD_CHANGE_MESSAGES.sie.tooLong });

/**
 * Changing one's own password inside the app ("Meine Daten", decision 133): the current password
 * and the new one twice. With an external Keycloak the password is changed in its account console.
 */
export const OWN_PASSWORD_MESSAGES = {
  du: {
    currentMissing: 'Bitte gib dein aktuelles Passwort ein.',
    currentWrong: 'Dein aktuelles Passwort ist nicht richtig.',
    sameAsCurrent: 'Dein neues Passwort muss sich von deinem aktuellen Passwort unterscheiden.',
    lockedOut: (minutes: number) =>
      `Zu viele falsche Versuche. Bitte warte ${minutes === 1 ? '1 Minute' : `${minutes} Minuten`} und versuche es dann erneut.`,
    managedByProvider: 'Dein Passwort änderst du beim Anmeldedienst deines Landes.',
  },
  sie: {
    currentMissing: 'Bitte geben Sie Ihr aktuelles Passwort ein.',
    currentWrong: 'Ihr aktuelles Passwort ist nicht richtig.',
    sameAsCurrent: 'Ihr neues Passwort muss sich von Ihrem aktuellen Passwort unterscheiden.',
    lockedOut: (minutes: number) =>
      `Zu viele falsche Versuche. Bitte warten Sie ${minutes === 1 ? '1 Minute' : `${minutes} Minuten`} und versuchen Sie es dann erneut.`,
    managedByProvider: 'Ihr Passwort ändern Sie beim Anmeldedienst Ihres Landes.',
  },
  /** Students with Leichte Sprache (decision 234). */
  leicht: {
    currentMissing: 'Bitte schreib dein jetziges Passwort.',
    currentWrong: 'Dein jetziges Passwort stimmt nicht.',
    sameAsCurrent: 'Dein neues Passwort muss anders sein als dein jetziges Passwort.',
    lockedOut: (minutes: number) =>
      `Du hast zu oft ein falsches Passwort geschrieben. Bitte warte ${minutes === 1 ? '1 Minute' : `${minutes} Minuten`}. Dann versuche es noch einmal.`,
    managedByProvider: 'Dein Passwort änderst du beim Anmelde·dienst von deinem Bundes·land.',
  },
} as const;

/** Longest text accepted in a password field of the request; longer is refused before any check. */
const PASSWORD_FIELD_MAX = 1024;

export const ownPasswordChangeBodySchema = z.object({
  current_password: z.string().max(PASSWORD_FIELD_MAX),
  new_password: z.string().max(PASSWORD_FIELD_MAX),
  new_password_repeat: z.string().max(PASSWORD_FIELD_MAX),
});
export type OwnPasswordChangeBody = z.infer<typeof ownPasswordChangeBodySchema>;

/** The request's field names, as the API's error body names them. */
export type OwnPasswordField = keyof OwnPasswordChangeBody;

/**
 * What is wrong with a change before the server knows the current password: the same checks on
 * the client and the server. Whether the current password is right and differs from the new one
 * only the server can tell.
 */
export function checkOwnPasswordChange(input: OwnPasswordChangeBody, audience: PasswordAudience): { field: OwnPasswordField; message: string }[] {
  const errors: { field: OwnPasswordField; message: string }[] = [];
  if (!input.current_password) errors.push({ field: 'current_password', message: OWN_PASSWORD_MESSAGES[audience].currentMissing });
  const newPassword = checkNewPassword({ password: input.new_password, repeat: input.new_password_repeat }, audience);
  if (newPassword.password) errors.push({ field: 'new_password', message: newPassword.password });
  if (newPassword.repeat) errors.push({ field: 'new_password_repeat', message: newPassword.repeat });
  return errors;
}

/** The answer of a successful change; every session of the account has ended with it (decision 133). */
export const ownPasswordChangedSchema = z.object({ changed: z.literal(true) });
export type OwnPasswordChanged = z.infer<typeof ownPasswordChangedSchema>;
