// Endpoints of messaging: notifications (decision 225) – method and full path, declared once for the server's routes
// and the client's calls. One file per resource: the client's bundler cannot split a file, so a
// screen carries only the declarations of the resources it calls. No zod here (decision 007).
import type { Endpoint } from '../../shared/endpoint';

export const unreadNotifications = { method: 'GET', path: '/api/messaging/v1/notifications/unread' } as const satisfies Endpoint;
export const markNotificationsRead = { method: 'PATCH', path: '/api/messaging/v1/notifications/read' } as const satisfies Endpoint;
export const markNotificationRead = { method: 'PATCH', path: '/api/messaging/v1/notifications/:uuid/read' } as const satisfies Endpoint;
export const notificationBubbles = { method: 'GET', path: '/api/messaging/v1/notifications/bubbles' } as const satisfies Endpoint;
