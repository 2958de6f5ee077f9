import { useQuery } from '@tanstack/react-query';
import { importantNotificationSchema, type ImportantNotification } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';

export function getImportantNotification(): Promise<ImportantNotification> {
  return apiRequest('/api/messaging/v1/notifications/important', { schema: importantNotificationSchema });
}

/** The coordinators' banner text (spec 6); a failed load shows no banner. */
export function useImportantNotification({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: ['messaging', 'notifications', 'important'],
    queryFn: getImportantNotification,
    enabled: isEnabled,
    retry: false,
  });
}
