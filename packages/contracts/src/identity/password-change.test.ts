import { describe, expect, it } from 'vitest';
import { checkNewPassword, PASSWORD_CHANGE_MESSAGES, PASSWORD_RULES } from './password-change';

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
