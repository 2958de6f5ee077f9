// Endpoints of messaging: notifications (decisions 225, 227) – method, full path and, as types,
// what each takes and answers, declared once for the server's routes and the client's calls. One
// file per resource: the client's bundler cannot split a file, so a screen carries only the
// declarations of the resources it calls. Types only from the schemas' files: no zod at run time
// (decision 007).
import type { BubblesQuery, Notification, NotificationBubble, NotificationsReadBody, NotificationsReadResponse } from '../notifications';
import { endpoint } from '../../shared/endpoint';

export const unreadNotifications = endpoint<{ answer: Notification[] }>()('GET', '/api/messaging/v1/notifications/unread');
export const markNotificationsRead = endpoint<{ body: NotificationsReadBody; answer: NotificationsReadResponse }>()(
  'PATCH',
  '/api/messaging/v1/notifications/read',
);
export const markNotificationRead = endpoint<{ answer: Notification }>()('PATCH', '/api/messaging/v1/notifications/:uuid/read');
export const notificationBubbles = endpoint<{ query: BubblesQuery; answer: NotificationBubble[] }>()(
  'GET',
  '/api/messaging/v1/notifications/bubbles',
);
