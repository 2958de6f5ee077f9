import { useQuery } from '@tanstack/react-query';
import { sekundarstufenResponseSchema, type SekundarstufenResponse } from '@berufswahl/contracts/identity/schools';
import * as schoolsEndpoints from '@berufswahl/contracts/identity/endpoints/schools';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** `GET /api/identity/v1/schools/sekundarstufen` (spec 7): the schools of the Land that offer Sekundarstufe II. */
export function getSekundarstufen(): Promise<SekundarstufenResponse> {
  return callEndpoint(schoolsEndpoints.sekundarstufen, { schema: sekundarstufenResponseSchema });
}

export function useSekundarstufen() {
  return useQuery({ queryKey: ['identity', 'schools', 'sekundarstufen'], queryFn: getSekundarstufen, staleTime: 5 * 60_000 });
}
