import { useQuery } from '@tanstack/react-query';
import { pinboardCandidatesSchema, type PinboardCandidates } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { pinboardQueryKey } from './pinboard-query-keys';

/** `GET /api/bo/v1/pinboard/my/candidates`: stories, statements and done tasks the student may pin. */
export function getCandidates(): Promise<PinboardCandidates> {
  return apiRequest('/api/bo/v1/pinboard/my/candidates', { schema: pinboardCandidatesSchema });
}

export function useCandidates() {
  return useQuery({ queryKey: [...pinboardQueryKey, 'candidates'], queryFn: getCandidates });
}
