import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RankingResponse } from '@berufswahl/contracts';
import * as rankingsEndpoints from '@berufswahl/contracts/arcade/endpoints/rankings';
import { arcadeQueryKeys } from '../../../lib/query-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

/**
 * `GET /api/arcade/v1/rankings` (spec 7). Loaded by the main menu at start, so it stays free of
 * zod (decision 007): the server validates the answer against `rankingResponseSchema` on the way out.
 */
export function getRanking(): Promise<RankingResponse> {
  return callEndpoint(rankingsEndpoints.rankings);
}

export const rankingQueryOptions = queryOptions({ queryKey: arcadeQueryKeys.ranking, queryFn: getRanking });

/** The student's points, rank, trophy and class ranking; only for students (spec 6). */
export function useRanking(isEnabled = true) {
  return useQuery({ ...rankingQueryOptions, enabled: isEnabled });
}
