// Endpoints of messaging: important-notifications (decisions 225, 227) – method, full path and, as
// types, what each takes and answers, declared once for the server's routes and the client's calls.
// One file per resource: the client's bundler cannot split a file, so a screen carries only the
// declarations of the resources it calls. Types only from the schemas' files: no zod at run time
// (decision 007).
import type { ImportantNotification, ImportantNotificationBody, OwnImportantNotification } from '../notifications';
import { endpoint } from '../../shared/endpoint';

export const importantNotification = endpoint<{ answer: ImportantNotification }>()('GET', '/api/messaging/v1/notifications/important');
export const ownImportantNotification = endpoint<{ answer: OwnImportantNotification }>()(
  'GET',
  '/api/messaging/v1/notifications/important/own',
);
export const saveImportantNotification = endpoint<{ body: ImportantNotificationBody; answer: ImportantNotification }>()(
  'POST',
  '/api/messaging/v1/notifications/important',
);
// Answers the banner as it is after the removal (another scope's text may still show), not 204.
export const deleteImportantNotification = endpoint<{ answer: ImportantNotification }>()(
  'DELETE',
  '/api/messaging/v1/notifications/important',
);
