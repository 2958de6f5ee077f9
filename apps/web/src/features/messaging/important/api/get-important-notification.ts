import { useQuery } from '@tanstack/react-query';
import type { ImportantNotification } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';

export function getImportantNotification(): Promise<ImportantNotification> {
  return apiRequest<ImportantNotification>('/api/messaging/v1/notifications/important');
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
