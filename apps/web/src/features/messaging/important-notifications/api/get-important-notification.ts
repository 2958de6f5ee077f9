import { useQuery } from '@tanstack/react-query';
import type { ImportantNotification } from '@berufswahl/contracts';
import * as importantNotificationsEndpoints from '@berufswahl/contracts/messaging/endpoints/important-notifications';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** The banner's query; the editor's own-text query sits below it, so one invalidation refreshes both. */
export const IMPORTANT_NOTIFICATION_KEY = ['messaging', 'notifications', 'important'] as const;

export function getImportantNotification(): Promise<ImportantNotification> {
  return callEndpoint(importantNotificationsEndpoints.importantNotification);
}

/** The coordinators' banner text (spec 6); a failed load shows no banner. */
export function useImportantNotification({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: IMPORTANT_NOTIFICATION_KEY,
    queryFn: getImportantNotification,
    enabled: isEnabled,
    retry: false,
  });
}
