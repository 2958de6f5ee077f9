import { useQuery } from '@tanstack/react-query';
import type { SignatureLandOverview } from '@berufswahl/contracts';
import { apiRequest } from '../../../lib/api-client';
import { signatureKeys } from './signature-keys';

export function getLandOverview(): Promise<SignatureLandOverview> {
  return apiRequest<SignatureLandOverview>('/api/signatures/v1/land/overview');
}

/** Which schools of the Land have confirmed the current document. */
export function useLandOverview() {
  return useQuery({ queryKey: signatureKeys.landOverview, queryFn: getLandOverview });
}
