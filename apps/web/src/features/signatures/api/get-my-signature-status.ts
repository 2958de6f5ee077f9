import { useQuery } from '@tanstack/react-query';
import { signatureStatusSchema, type SignatureStatusAnswer } from '@berufswahl/contracts/signatures/signature';
import * as signatureEndpoints from '@berufswahl/contracts/signatures/endpoints/signature';
import { signatureKeys } from './signature-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

/** `GET /api/signatures/v1/signature/status/my` (spec 7): the caller's school's status, who confirmed and when. */
export function getMySignatureStatus(): Promise<SignatureStatusAnswer> {
  return callEndpoint(signatureEndpoints.myStatus, { schema: signatureStatusSchema });
}

export function useMySignatureStatus() {
  return useQuery({ queryKey: signatureKeys.myStatus, queryFn: getMySignatureStatus, staleTime: 60_000 });
}
