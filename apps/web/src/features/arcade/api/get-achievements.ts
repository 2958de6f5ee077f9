import { useQuery } from '@tanstack/react-query';
import type { AchievementsResponse } from '@berufswahl/contracts';
import * as achievementsEndpoints from '@berufswahl/contracts/arcade/endpoints/achievements';
import { arcadeQueryKeys } from '../../../lib/query-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

/** `GET /api/arcade/v1/achievements`: every trophy with the student's state, points and ranks. */
export function getAchievements(): Promise<AchievementsResponse> {
  return callEndpoint(achievementsEndpoints.achievements);
}

export function useAchievements() {
  return useQuery({ queryKey: arcadeQueryKeys.achievements, queryFn: getAchievements });
}
