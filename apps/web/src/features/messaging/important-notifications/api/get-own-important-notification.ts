import { useQuery } from '@tanstack/react-query';
import { ownImportantNotificationSchema, type OwnImportantNotification } from '@berufswahl/contracts/messaging/notifications';
import * as importantNotificationsEndpoints from '@berufswahl/contracts/messaging/endpoints/important-notifications';
import { IMPORTANT_NOTIFICATION_KEY } from './get-important-notification';
import { callEndpoint } from '../../../../lib/endpoint-client';

const OWN_IMPORTANT_NOTIFICATION_KEY = [...IMPORTANT_NOTIFICATION_KEY, 'own'] as const;

export function getOwnImportantNotification(): Promise<OwnImportantNotification> {
  return callEndpoint(importantNotificationsEndpoints.ownImportantNotification, { schema: ownImportantNotificationSchema });
}

/** The writer's own text (decision 023): what the editor shows and changes. */
export function useOwnImportantNotification() {
  return useQuery({ queryKey: OWN_IMPORTANT_NOTIFICATION_KEY, queryFn: getOwnImportantNotification });
}
