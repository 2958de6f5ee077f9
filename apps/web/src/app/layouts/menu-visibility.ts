import type { Me } from '@berufswahl/contracts';
import { listUserGroups } from '@berufswahl/contracts';
import { isDeactivated } from '../guards/access-rule';
import { isLogoutPath } from '../route-paths';

/** Spec 2: the menu is hidden when not logged in, for deactivated accounts and on the logout path. */
export function isMenuVisible(me: Pick<Me, 'roles'> | undefined, pathname: string): boolean {
  return me !== undefined && !isDeactivated(me) && !isLogoutPath(pathname);
}

/** The role switcher appears only for accounts that hold more than one group. */
export function canSwitchRole(me: Pick<Me, 'user_groups'>): boolean {
  return listUserGroups(me).length > 1;
}
