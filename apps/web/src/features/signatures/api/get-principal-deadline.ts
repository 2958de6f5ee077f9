import { useQuery } from '@tanstack/react-query';
import type { PrincipalDeadline } from '@berufswahl/contracts';
import * as signatureEndpoints from '@berufswahl/contracts/signatures/endpoints/signature';
import { signatureKeys } from './signature-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

export function getPrincipalDeadline(): Promise<PrincipalDeadline> {
  return callEndpoint(signatureEndpoints.principalDeadline);
}

/** The deadline of the school coordinator's school (dashboard warning). */
export function usePrincipalDeadline() {
  return useQuery({ queryKey: signatureKeys.principalDeadline, queryFn: getPrincipalDeadline, staleTime: 60_000 });
}
