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
} as const satisfies Record<PasswordAudience, Record<string, string>>;

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
