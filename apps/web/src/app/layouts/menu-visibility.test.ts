import { describe, expect, it } from 'vitest';
import { canSwitchRole, isMenuVisible } from './menu-visibility';

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
