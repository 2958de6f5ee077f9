import { describe, expect, it } from 'vitest';
import { chooseGreeting, hasTeacherWidgets, introContextOf, isStudentWithoutClass } from './dashboard-content';
import de from '../../locales/de.json';

const classOf8a = { uuid: '5d1f0b7e-2f4c-4b0e-9a51-1f5e4c7a2b10', grade: 8, addition: 'a' };

describe('chooseGreeting', () => {
  it('greets a student informally by first name', () => {
    expect(chooseGreeting({ roles: ['SCHUELER'], first_name: 'Lea', surname: 'Yılmaz' })).toEqual({
      context: 'du',
      values: { firstName: 'Lea', surname: 'Yılmaz' },
    });
  });

  it.each(['LEHRER', 'ADMIN_SCHULE', 'ADMIN_LAND', 'SUPER_ADMIN', 'TECHNICAL_ADMIN', 'DEACTIVATED'])(
    'greets an active %s formally',
    (role) => {
      expect(chooseGreeting({ roles: [role], first_name: 'Jonas', surname: 'Becker' }).context).toBe('sie');
    },
  );

  it('follows the active role of an account with several groups', () => {
    expect(chooseGreeting({ roles: ['LEHRER', 'SCHUELER'], first_name: 'Ana', surname: 'Silva' }).context).toBe('sie');
  });
});

describe('isStudentWithoutClass', () => {
  it('is true for a student the school has not put into a class (e.g. after a transfer code)', () => {
    expect(isStudentWithoutClass({ roles: ['SCHUELER'], class: null })).toBe(true);
  });

  it('is false for a student with a class and for teachers', () => {
    expect(isStudentWithoutClass({ roles: ['SCHUELER'], class: classOf8a })).toBe(false);
    expect(isStudentWithoutClass({ roles: ['LEHRER'], class: null })).toBe(false);
  });
});

describe('introContextOf', () => {
  it.each([
    ['SCHUELER', 'du'],
    ['LEHRER', 'sie'],
    ['ADMIN_SCHULE', 'sie'],
    ['ADMIN_LAND', 'land'],
    ['SUPER_ADMIN', 'bund'],
    ['ADMIN', 'bund'],
    ['TECHNICAL_ADMIN', 'technik'],
  ])('gives %s the intro %s', (role, context) => {
    expect(introContextOf({ roles: [role] })).toBe(context);
  });

  it('greets nobody without a school "an Ihrer Schule" (issue 14)', () => {
    for (const context of ['land', 'bund', 'technik'] as const) {
      const intro = de.dashboard[`intro_${context}`];
      expect(intro).toBeTruthy();
      expect(intro).not.toContain('Ihrer Schule');
    }
  });
});

describe('hasTeacherWidgets', () => {
  it('shows the station and quest widgets to a teacher with a group only', () => {
    expect(hasTeacherWidgets({ roles: ['LEHRER'], learning_groups: [classOf8a] })).toBe(true);
    expect(hasTeacherWidgets({ roles: ['LEHRER'], learning_groups: [] })).toBe(false);
    expect(hasTeacherWidgets({ roles: ['ADMIN_SCHULE', 'LEHRER'], learning_groups: [classOf8a] })).toBe(false);
  });
});
