import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importantNotificationSchema, type ImportantNotification } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { IMPORTANT_NOTIFICATION_KEY } from './get-important-notification';

export function deleteImportantNotification(): Promise<ImportantNotification> {
  return apiRequest('/api/messaging/v1/notifications/important', { method: 'DELETE', schema: importantNotificationSchema });
}

export function useDeleteImportantNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImportantNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMPORTANT_NOTIFICATION_KEY }),
  });
}
