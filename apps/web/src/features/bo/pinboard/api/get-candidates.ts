import { useQuery } from '@tanstack/react-query';
import { pinboardCandidatesSchema, type PinboardCandidates } from '@berufswahl/contracts/bo/pinboard';
import * as pinboardEndpoints from '@berufswahl/contracts/bo/endpoints/pinboard';
import { pinboardQueryKeys } from './pinboard-query-keys';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** `GET /api/bo/v1/pinboard/my/candidates`: stories, statements and done tasks the student may pin. */
export function getCandidates(): Promise<PinboardCandidates> {
  return callEndpoint(pinboardEndpoints.pinCandidates, { schema: pinboardCandidatesSchema });
}

export function useCandidates() {
  return useQuery({ queryKey: pinboardQueryKeys.candidates, queryFn: getCandidates });
}
