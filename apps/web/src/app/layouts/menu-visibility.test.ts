import { describe, expect, it } from 'vitest';
import { canSeeSupportLink, canSwitchRole, hasQuickMenu, isMenuVisible, isProfileNameHidden } from './menu-visibility';

describe('isMenuVisible', () => {
  it('shows the menu to a signed-in teacher', () => {
    expect(isMenuVisible({ roles: ['LEHRER'] }, '/')).toBe(true);
  });

  it('hides the menu without a signed-in user', () => {
    expect(isMenuVisible(undefined, '/')).toBe(false);
  });

  it('hides the menu for a deactivated account', () => {
    expect(isMenuVisible({ roles: ['DEACTIVATED'] }, '/landingpage')).toBe(false);
  });

  it('hides the menu on the logout path', () => {
    expect(isMenuVisible({ roles: ['LEHRER'] }, '/de/logout')).toBe(false);
  });
});

describe('canSwitchRole', () => {
  it('offers the switcher when the account holds several groups', () => {
    expect(canSwitchRole({ user_groups: 'LEHRER, ADMIN_SCHULE' })).toBe(true);
  });

  it('hides the switcher for a single group', () => {
    expect(canSwitchRole({ user_groups: 'LEHRER' })).toBe(false);
    expect(canSwitchRole({ user_groups: 'LEHRER,' })).toBe(false);
  });
});

describe('canSeeSupportLink', () => {
  it('shows the Support link to a school admin whose Land has a support mailbox', () => {
    expect(canSeeSupportLink({ roles: ['ADMIN_SCHULE'] }, { redmine_mail_box: 'support@land.example' })).toBe(true);
  });

  it('hides it without a mailbox, without a loaded client and for other roles', () => {
    expect(canSeeSupportLink({ roles: ['ADMIN_SCHULE'] }, { redmine_mail_box: null })).toBe(false);
    expect(canSeeSupportLink({ roles: ['ADMIN_SCHULE'] }, { redmine_mail_box: '  ' })).toBe(false);
    expect(canSeeSupportLink({ roles: ['ADMIN_SCHULE'] }, undefined)).toBe(false);
    expect(canSeeSupportLink({ roles: ['LEHRER'] }, { redmine_mail_box: 'support@land.example' })).toBe(false);
    expect(canSeeSupportLink({ roles: ['ADMIN_LAND'] }, { redmine_mail_box: 'support@land.example' })).toBe(false);
  });
});

describe('isProfileNameHidden and hasQuickMenu', () => {
  it('hides the name of a technical admin only', () => {
    expect(isProfileNameHidden({ roles: ['TECHNICAL_ADMIN'] })).toBe(true);
    expect(isProfileNameHidden({ roles: ['LEHRER'] })).toBe(false);
  });

  it('gives the quick menu to students only', () => {
    expect(hasQuickMenu({ roles: ['SCHUELER'] })).toBe(true);
    expect(hasQuickMenu({ roles: ['LEHRER'] })).toBe(false);
  });
});
