// The run-time schemas of messaging's important-notifications endpoints (decision 227), for the server only.
import { importantNotificationBodySchema, importantNotificationSchema, ownImportantNotificationSchema } from '../notifications';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as importantNotificationsEndpoints from './important-notifications';

export const importantNotification = bindSchemas(importantNotificationsEndpoints.importantNotification, {
  answer: importantNotificationSchema,
});
export const ownImportantNotification = bindSchemas(importantNotificationsEndpoints.ownImportantNotification, {
  answer: ownImportantNotificationSchema,
});
export const saveImportantNotification = bindSchemas(importantNotificationsEndpoints.saveImportantNotification, {
  body: importantNotificationBodySchema,
  answer: importantNotificationSchema,
});
export const deleteImportantNotification = bindSchemas(importantNotificationsEndpoints.deleteImportantNotification, {
  answer: importantNotificationSchema,
});
