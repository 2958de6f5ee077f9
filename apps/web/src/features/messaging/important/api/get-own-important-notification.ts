import { useQuery } from '@tanstack/react-query';
import { ownImportantNotificationSchema, type OwnImportantNotification } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { IMPORTANT_NOTIFICATION_KEY } from './get-important-notification';

const OWN_IMPORTANT_NOTIFICATION_KEY = [...IMPORTANT_NOTIFICATION_KEY, 'own'] as const;

export function getOwnImportantNotification(): Promise<OwnImportantNotification> {
  return apiRequest('/api/messaging/v1/notifications/important/own', { schema: ownImportantNotificationSchema });
}

/** The writer's own text (decision 023): what the editor shows and changes. */
export function useOwnImportantNotification() {
  return useQuery({ queryKey: OWN_IMPORTANT_NOTIFICATION_KEY, queryFn: getOwnImportantNotification });
}
