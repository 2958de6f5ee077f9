import { describe, expect, it } from 'vitest';
import { TERMS_CUTOFF } from '@berufswahl/contracts/shared/limits';
import { shouldShowTermsModal } from './terms-rule';

const user = (role: string, termsConditions: string | null) => ({ roles: [role], terms_conditions: termsConditions });

describe('shouldShowTermsModal', () => {
  it('shows the modal to a teacher who never accepted the terms', () => {
    expect(shouldShowTermsModal(user('LEHRER', null))).toBe(true);
  });

  it('shows the modal to a coordinator who accepted before the cut-off', () => {
    expect(shouldShowTermsModal(user('ADMIN_SCHULE', '2022-08-15T20:59:59Z'))).toBe(true);
  });

  it('does not show the modal to a teacher who accepted at or after the cut-off', () => {
    expect(shouldShowTermsModal(user('LEHRER', TERMS_CUTOFF.toISOString()))).toBe(false);
    expect(shouldShowTermsModal(user('LEHRER', '2024-01-10T08:15:00Z'))).toBe(false);
  });

  it.each(['SCHUELER', 'SUPER_ADMIN', 'ADMIN', 'DEACTIVATED'])('never shows the modal to an active %s', (role) => {
    expect(shouldShowTermsModal(user(role, null))).toBe(false);
  });

  it.each(['ADMIN_LAND', 'TECHNICAL_ADMIN'])('shows the modal to an active %s without acceptance', (role) => {
    expect(shouldShowTermsModal(user(role, null))).toBe(true);
  });

  it('judges the active role only', () => {
    expect(shouldShowTermsModal({ roles: ['LEHRER', 'SCHUELER'], terms_conditions: null })).toBe(true);
  });

  it('shows the modal when the stored timestamp cannot be read', () => {
    expect(shouldShowTermsModal(user('LEHRER', 'gestern'))).toBe(true);
  });
});
