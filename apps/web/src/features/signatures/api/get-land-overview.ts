import { useQuery } from '@tanstack/react-query';
import type { SignatureLandOverview } from '@berufswahl/contracts';
import * as signatureEndpoints from '@berufswahl/contracts/signatures/endpoints/signature';
import { signatureKeys } from './signature-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

export function getLandOverview(): Promise<SignatureLandOverview> {
  return callEndpoint(signatureEndpoints.landOverview);
}

/** Which schools of the Land have confirmed the current document. */
export function useLandOverview() {
  return useQuery({ queryKey: signatureKeys.landOverview, queryFn: getLandOverview });
}
