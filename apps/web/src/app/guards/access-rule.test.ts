import { describe, expect, it } from 'vitest';
import { decideAccess } from './access-rule';

const userWithRole = (...roles: string[]) => ({ roles });

describe('decideAccess', () => {
  describe('when the route needs a permitted role', () => {
    it.each(['SUPER_ADMIN', 'ADMIN', 'ADMIN_LAND', 'ADMIN_SCHULE', 'LEHRER', 'SCHUELER', 'TECHNICAL_ADMIN'])(
      'allows an active %s',
      (role) => {
        expect(decideAccess({ me: userWithRole(role), access: 'permitted', pathname: '/imprint' })).toEqual({
          kind: 'allow',
        });
      },
    );

    it('sends a deactivated account to the landing page', () => {
      expect(decideAccess({ me: userWithRole('DEACTIVATED'), access: 'permitted', pathname: '/' })).toEqual({
        kind: 'redirect',
        to: '/landingpage',
      });
    });

    it('sends a user without a permitted role to the start page', () => {
      expect(decideAccess({ me: userWithRole('GAST'), access: 'permitted', pathname: '/imprint' })).toEqual({
        kind: 'redirect',
        to: '/',
      });
    });

    it('judges only the active role, not other groups the account holds', () => {
      expect(
        decideAccess({ me: userWithRole('DEACTIVATED', 'LEHRER'), access: 'permitted', pathname: '/imprint' }),
      ).toEqual({ kind: 'redirect', to: '/landingpage' });
    });

    it('denies instead of redirecting to the page the user is already on', () => {
      expect(decideAccess({ me: userWithRole(), access: 'permitted', pathname: '/' })).toEqual({ kind: 'deny' });
      expect(decideAccess({ me: userWithRole('GAST'), access: 'permitted', pathname: '/de_DE/' })).toEqual({
        kind: 'deny',
      });
    });

    it('asks for a sign-in when no user is loaded', () => {
      expect(decideAccess({ me: undefined, access: 'permitted', pathname: '/imprint' })).toEqual({ kind: 'sign-in' });
    });
  });

  describe('when the route is the landing page for deactivated accounts', () => {
    it('allows a deactivated account', () => {
      expect(
        decideAccess({ me: userWithRole('DEACTIVATED'), access: 'deactivated', pathname: '/landingpage' }),
      ).toEqual({ kind: 'allow' });
    });

    it('sends everyone else to the start page', () => {
      expect(decideAccess({ me: userWithRole('LEHRER'), access: 'deactivated', pathname: '/landingpage' })).toEqual({
        kind: 'redirect',
        to: '/',
      });
    });
  });

  describe('when the route is public', () => {
    it('allows visitors without a session', () => {
      expect(decideAccess({ me: undefined, access: 'public', pathname: '/logout' })).toEqual({ kind: 'allow' });
    });

    it('allows deactivated accounts', () => {
      expect(decideAccess({ me: userWithRole('DEACTIVATED'), access: 'public', pathname: '/gibt-es-nicht' })).toEqual({
        kind: 'allow',
      });
    });
  });
});

describe('decideAccess with a list of roles', () => {
  it('lets a listed role in', () => {
    expect(decideAccess({ me: { roles: ['SCHUELER'] }, access: { roles: ['SCHUELER'] }, pathname: '/mein-weg' })).toEqual({ kind: 'allow' });
  });

  it('sends another permitted role to the start page', () => {
    expect(decideAccess({ me: { roles: ['LEHRER'] }, access: { roles: ['SCHUELER'] }, pathname: '/mein-weg' })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('treats ADMIN as SUPER_ADMIN', () => {
    expect(decideAccess({ me: { roles: ['ADMIN'] }, access: { roles: ['SUPER_ADMIN'] }, pathname: '/termine' })).toEqual({ kind: 'allow' });
  });

  it('sends a deactivated account to the landing page', () => {
    expect(decideAccess({ me: { roles: ['DEACTIVATED'] }, access: { roles: ['SCHUELER'] }, pathname: '/mein-weg' })).toEqual({
      kind: 'redirect',
      to: '/landingpage',
    });
  });
});
