import { useQuery } from '@tanstack/react-query';
import type { PrincipalDeadline } from '@berufswahl/contracts';
import { apiRequest } from '../../../lib/api-client';
import { signatureKeys } from './signature-keys';

export function getPrincipalDeadline(): Promise<PrincipalDeadline> {
  return apiRequest<PrincipalDeadline>('/api/signatures/v1/signature/principal-deadline');
}

/** The deadline of the school coordinator's school (dashboard warning). */
export function usePrincipalDeadline() {
  return useQuery({ queryKey: signatureKeys.principalDeadline, queryFn: getPrincipalDeadline, staleTime: 60_000 });
}
