import type { Client, Me } from '@berufswahl/contracts';
import { activeRoleOf, listUserGroups } from '@berufswahl/contracts/identity/user-rules';
import { isDeactivated } from '../guards/access-rule';
import { isLogoutPath } from '../../lib/route-paths';

/** Spec 2: the menu is hidden when not logged in, for deactivated accounts and on the logout path. */
export function isMenuVisible(me: Pick<Me, 'roles'> | undefined, pathname: string): boolean {
  return me !== undefined && !isDeactivated(me) && !isLogoutPath(pathname);
}

/** The role switcher appears only for accounts that hold more than one group. */
export function canSwitchRole(me: Pick<Me, 'user_groups'>): boolean {
  return listUserGroups(me).length > 1;
}

/** Spec 2, 6: the Support link is for school admins only, and only when the Land has a support mailbox. */
export function canSeeSupportLink(me: Pick<Me, 'roles'>, client: Pick<Client, 'redmine_mail_box'> | undefined): boolean {
  return activeRoleOf(me) === 'ADMIN_SCHULE' && Boolean(client?.redmine_mail_box?.trim());
}

/** Spec 2: the profile link hides the name of technical admins. */
export function isProfileNameHidden(me: Pick<Me, 'roles'>): boolean {
  return activeRoleOf(me) === 'TECHNICAL_ADMIN';
}

/** Spec 6: the quick menu (and points and rank) are for students only. */
export function hasQuickMenu(me: Pick<Me, 'roles'>): boolean {
  return activeRoleOf(me) === 'SCHUELER';
}
