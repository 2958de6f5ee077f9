import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClassStatistics, ClassStatisticsWindow } from '@berufswahl/contracts';
import * as classStatisticsEndpoints from '@berufswahl/contracts/bo/endpoints/class-statistics';
import { ApiError } from '../../../../lib/api-client';
import { callEndpoint } from '../../../../lib/endpoint-client';

export function getClassStatistics(classUuid: string, days: ClassStatisticsWindow): Promise<ClassStatistics> {
  return callEndpoint(classStatisticsEndpoints.classStatistics, { params: { classUuid }, query: { days } });
}

/**
 * The statistics of one class for a window (decision 094). While another window loads, the last
 * figures stay on screen (marked as updating) instead of the page jumping to a loading text.
 */
export function useClassStatistics(classUuid: string, days: ClassStatisticsWindow) {
  return useQuery({
    queryKey: ['bo', 'class-statistics', classUuid, days],
    queryFn: () => getClassStatistics(classUuid, days),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    // A class that is not the caller's (404) or a refused request stays so: no retry.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
  });
}
