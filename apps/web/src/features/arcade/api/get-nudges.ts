import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NudgeResponse } from '@berufswahl/contracts';
import * as nudgesEndpoints from '@berufswahl/contracts/arcade/endpoints/nudges';
import { arcadeQueryKeys } from '../../../lib/query-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

/**
 * `GET /api/arcade/v1/reminders` and `/reviews` (spec 6, 7): loaded for students at start without
 * waiting (fire and forget) and shown on the dashboard. Zod-free like the ranking (decision 007).
 */
export const remindersQueryOptions = queryOptions({
  queryKey: arcadeQueryKeys.reminders,
  queryFn: (): Promise<NudgeResponse> => callEndpoint(nudgesEndpoints.reminders),
});

export const reviewsQueryOptions = queryOptions({
  queryKey: arcadeQueryKeys.reviews,
  queryFn: (): Promise<NudgeResponse> => callEndpoint(nudgesEndpoints.reviews),
});

export function useReminders() {
  return useQuery(remindersQueryOptions);
}

export function useReviews() {
  return useQuery(reviewsQueryOptions);
}
