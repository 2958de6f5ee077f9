import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as calendarFeedEndpoints from '@berufswahl/contracts/messaging/endpoints/calendar-feeds';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { calendarFeedKeys } from './get-calendar-feed';

/** `DELETE /api/messaging/v1/calendar-feed`: the feed is switched off; its URL answers 404 from now on. */
export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, void>({
    mutationFn: () => callEndpoint(calendarFeedEndpoints.deleteCalendarFeed),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.status }),
  });
}
