import { useQuery } from '@tanstack/react-query';
import type { AchievementsResponse } from '@berufswahl/contracts';
import { apiRequest } from '../../../lib/api-client';
import { achievementsQueryKey } from './arcade-query-keys';

/** `GET /api/arcade/v1/achievements`: every trophy with the student's state, points and ranks. */
export function getAchievements(): Promise<AchievementsResponse> {
  return apiRequest<AchievementsResponse>('/api/arcade/v1/achievements');
}

export function useAchievements() {
  return useQuery({ queryKey: achievementsQueryKey, queryFn: getAchievements });
}
