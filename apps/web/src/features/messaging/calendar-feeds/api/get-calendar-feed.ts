import { useQuery } from '@tanstack/react-query';
import type { CalendarFeedStatus } from '@berufswahl/contracts';
import * as calendarFeedEndpoints from '@berufswahl/contracts/messaging/endpoints/calendar-feeds';
import { callEndpoint } from '../../../../lib/endpoint-client';

export const calendarFeedKeys = {
  status: ['messaging', 'calendar-feed'] as const,
};

/** `GET /api/messaging/v1/calendar-feed`: whether the reader has a feed and since when (never its URL). */
export function useCalendarFeed() {
  return useQuery<CalendarFeedStatus>({
    queryKey: calendarFeedKeys.status,
    queryFn: ({ signal }) => callEndpoint(calendarFeedEndpoints.calendarFeed, { signal }),
  });
}
