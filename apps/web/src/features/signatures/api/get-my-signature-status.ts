import { useQuery } from '@tanstack/react-query';
import { signatureStatusSchema, type SignatureStatusAnswer } from '@berufswahl/contracts';
import { apiRequest } from '../../../lib/api-client';
import { signatureKeys } from './signature-keys';

/** `GET /api/signatures/v1/signature/status/my` (spec 7): the caller's school's status, who confirmed and when. */
export function getMySignatureStatus(): Promise<SignatureStatusAnswer> {
  return apiRequest('/api/signatures/v1/signature/status/my', { schema: signatureStatusSchema });
}

export function useMySignatureStatus() {
  return useQuery({ queryKey: signatureKeys.myStatus, queryFn: getMySignatureStatus, staleTime: 60_000 });
}
