// Endpoints of messaging: important-notifications (decision 225) – method and full path, declared once for the server's routes
// and the client's calls. One file per resource: the client's bundler cannot split a file, so a
// screen carries only the declarations of the resources it calls. No zod here (decision 007).
import type { Endpoint } from '../../shared/endpoint';

export const importantNotification = { method: 'GET', path: '/api/messaging/v1/notifications/important' } as const satisfies Endpoint;
export const ownImportantNotification = { method: 'GET', path: '/api/messaging/v1/notifications/important/own' } as const satisfies Endpoint;
export const saveImportantNotification = { method: 'POST', path: '/api/messaging/v1/notifications/important' } as const satisfies Endpoint;
export const deleteImportantNotification = { method: 'DELETE', path: '/api/messaging/v1/notifications/important' } as const satisfies Endpoint;
