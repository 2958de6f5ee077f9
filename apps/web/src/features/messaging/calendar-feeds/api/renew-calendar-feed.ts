import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedCreated } from '@berufswahl/contracts';
import * as calendarFeedEndpoints from '@berufswahl/contracts/messaging/endpoints/calendar-feeds';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { calendarFeedKeys } from './get-calendar-feed';

/** `POST /api/messaging/v1/calendar-feed`: a new secret URL, shown this once; the previous one stops working. */
export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation<CalendarFeedCreated, Error, void>({
    mutationFn: () => callEndpoint(calendarFeedEndpoints.createCalendarFeed),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.status }),
  });
}
