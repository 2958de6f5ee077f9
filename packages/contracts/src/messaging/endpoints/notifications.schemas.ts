// The run-time schemas of messaging's notifications endpoints (decision 227), for the server only.
import {
  bubblesQuerySchema,
  bubblesResponseSchema,
  notificationParamsSchema,
  notificationSchema,
  notificationsReadBodySchema,
  notificationsReadResponseSchema,
  unreadNotificationsResponseSchema,
} from '../notifications';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as notificationsEndpoints from './notifications';

export const unreadNotifications = bindSchemas(notificationsEndpoints.unreadNotifications, { answer: unreadNotificationsResponseSchema });
export const markNotificationsRead = bindSchemas(notificationsEndpoints.markNotificationsRead, {
  body: notificationsReadBodySchema,
  answer: notificationsReadResponseSchema,
});
export const markNotificationRead = bindSchemas(notificationsEndpoints.markNotificationRead, {
  params: notificationParamsSchema,
  answer: notificationSchema,
});
export const notificationBubbles = bindSchemas(notificationsEndpoints.notificationBubbles, {
  query: bubblesQuerySchema,
  answer: bubblesResponseSchema,
});
