import { useQuery } from '@tanstack/react-query';
import type { SignatureFlowDetail } from '@berufswahl/contracts';
import { apiRequest } from '../../../lib/api-client';
import { signatureKeys } from './signature-keys';

export function getSignatureFlow(uuid: string): Promise<SignatureFlowDetail> {
  return apiRequest<SignatureFlowDetail>(`/api/signatures/v1/flow/${encodeURIComponent(uuid)}`);
}

/** The document, deadline and status the flow screen shows. */
export function useSignatureFlow(uuid: string) {
  return useQuery({ queryKey: signatureKeys.flow(uuid), queryFn: () => getSignatureFlow(uuid), retry: false });
}
