import * as notificationsEndpoints from '@berufswahl/contracts/messaging/endpoints/notifications';
import { callEndpoint } from '../../../../lib/endpoint-client';

/**
 * Whether unread notifications wait (spec 4: after a saved story the page reloads when they do,
 * so that e.g. a new trophy's notification shows). Asked fresh, not from a cache; a failure counts
 * as "none", like every notification load failure (spec 8).
 */
export async function fetchUnreadNotifications(): Promise<unknown[]> {
  try {
    const list = await callEndpoint(notificationsEndpoints.unreadNotifications);
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}
