import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  importantNotificationSchema,
  type ImportantNotification,
  type ImportantNotificationBody,
} from '@berufswahl/contracts/messaging/notifications';
import * as importantNotificationsEndpoints from '@berufswahl/contracts/messaging/endpoints/important-notifications';
import { IMPORTANT_NOTIFICATION_KEY } from './get-important-notification';
import { callEndpoint } from '../../../../lib/endpoint-client';

export function saveImportantNotification(body: ImportantNotificationBody): Promise<ImportantNotification> {
  return callEndpoint(importantNotificationsEndpoints.saveImportantNotification, { body, schema: importantNotificationSchema });
}

export function useSaveImportantNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveImportantNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMPORTANT_NOTIFICATION_KEY }),
  });
}
