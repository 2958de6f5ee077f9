import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NudgeResponse } from '@berufswahl/contracts';
import { apiRequest } from '../../../lib/api-client';
import { remindersQueryKey, reviewsQueryKey } from './arcade-query-keys';

/**
 * `GET /api/arcade/v1/reminders` and `/reviews` (spec 6, 7): loaded for students at start without
 * waiting (fire and forget) and shown on the dashboard. Zod-free like the ranking (decision 007).
 */
export const remindersQueryOptions = queryOptions({
  queryKey: remindersQueryKey,
  queryFn: () => apiRequest<NudgeResponse>('/api/arcade/v1/reminders'),
});

export const reviewsQueryOptions = queryOptions({
  queryKey: reviewsQueryKey,
  queryFn: () => apiRequest<NudgeResponse>('/api/arcade/v1/reviews'),
});

export function useReminders() {
  return useQuery(remindersQueryOptions);
}

export function useReviews() {
  return useQuery(reviewsQueryOptions);
}
