import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importantNotificationSchema, type ImportantNotification } from '@berufswahl/contracts/messaging/notifications';
import * as importantNotificationsEndpoints from '@berufswahl/contracts/messaging/endpoints/important-notifications';
import { IMPORTANT_NOTIFICATION_KEY } from './get-important-notification';
import { callEndpoint } from '../../../../lib/endpoint-client';

export function deleteImportantNotification(): Promise<ImportantNotification> {
  return callEndpoint(importantNotificationsEndpoints.deleteImportantNotification, { schema: importantNotificationSchema });
}

export function useDeleteImportantNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImportantNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMPORTANT_NOTIFICATION_KEY }),
  });
}
