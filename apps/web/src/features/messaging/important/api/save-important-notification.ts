import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importantNotificationSchema, type ImportantNotification, type ImportantNotificationBody } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { IMPORTANT_NOTIFICATION_KEY } from './get-important-notification';

export function saveImportantNotification(body: ImportantNotificationBody): Promise<ImportantNotification> {
  return apiRequest('/api/messaging/v1/notifications/important', { method: 'POST', body, schema: importantNotificationSchema });
}

export function useSaveImportantNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveImportantNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMPORTANT_NOTIFICATION_KEY }),
  });
}
