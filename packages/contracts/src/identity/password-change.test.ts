import { describe, expect, it } from 'vitest';
import { checkNewPassword, checkOwnPasswordChange, OWN_PASSWORD_MESSAGES, PASSWORD_CHANGE_MESSAGES, PASSWORD_RULES } from './password-change';

describe('checkNewPassword', () => {
  it('accepts a long enough password typed twice', () => {
    expect(checkNewPassword({ password: 'zehn-zeich', repeat: 'zehn-zeich' }, 'du')).toEqual({});
  });

  it('names what is wrong, in du for students and Sie for everyone else', () => {
    expect(checkNewPassword({ password: '', repeat: '' }, 'du')).toEqual({ password: PASSWORD_CHANGE_MESSAGES.du.missing });
    expect(checkNewPassword({ password: 'kurz', repeat: 'kurz' }, 'sie')).toEqual({
      password: 'Ihr neues Passwort muss mindestens 10 Zeichen lang sein.',
    });
    expect(checkNewPassword({ password: 'x'.repeat(PASSWORD_RULES.maxLength + 1), repeat: '' }, 'du').password).toBe(PASSWORD_CHANGE_MESSAGES.du.tooLong);
    expect(checkNewPassword({ password: 'lang-genug-1', repeat: '' }, 'du')).toEqual({ repeat: PASSWORD_CHANGE_MESSAGES.du.repeatMissing });
    expect(checkNewPassword({ password: 'lang-genug-1', repeat: 'lang-genug-2' }, 'sie')).toEqual({ repeat: PASSWORD_CHANGE_MESSAGES.sie.mismatch });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkNewPassword({ password: '🦊🦊🦊🦊🦊🦊🦊🦊🦊', repeat: '🦊🦊🦊🦊🦊🦊🦊🦊🦊' }, 'du').password).toBe(PASSWORD_CHANGE_MESSAGES.du.tooShort);
  });
});

describe('checkOwnPasswordChange', () => {
  it('accepts the current password and a good new one typed twice', () => {
    expect(checkOwnPasswordChange({ current_password: 'alt', new_password: 'neu-und-lang', new_password_repeat: 'neu-und-lang' }, 'sie')).toEqual([]);
  });

  it('names every field that is wrong, with du or Sie', () => {
    expect(checkOwnPasswordChange({ current_password: '', new_password: 'kurz', new_password_repeat: '' }, 'du')).toEqual([
      { field: 'current_password', message: 'Bitte gib dein aktuelles Passwort ein.' },
      { field: 'new_password', message: PASSWORD_CHANGE_MESSAGES.du.tooShort },
    ]);
    expect(checkOwnPasswordChange({ current_password: 'alt', new_password: 'neu-und-lang', new_password_repeat: 'neu-und-lang!' }, 'sie')).toEqual([
      { field: 'new_password_repeat', message: PASSWORD_CHANGE_MESSAGES.sie.mismatch },
    ]);
  });

  it('words the lockout wait in minutes', () => {
    expect(OWN_PASSWORD_MESSAGES.du.lockedOut(1)).toBe('Zu viele falsche Versuche. Bitte warte 1 Minute und versuche es dann erneut.');
    expect(OWN_PASSWORD_MESSAGES.sie.lockedOut(5)).toBe('Zu viele falsche Versuche. Bitte warten Sie 5 Minuten und versuchen Sie es dann erneut.');
  });
});
