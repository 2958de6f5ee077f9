import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignatureDeadlineBody, SignatureFlowSummary } from '@berufswahl/contracts';
import { apiRequest } from '../../../lib/api-client';
import { signatureKeys } from './signature-keys';

export function setSignatureDeadline(body: SignatureDeadlineBody): Promise<SignatureFlowSummary> {
  return apiRequest<SignatureFlowSummary>('/api/signatures/v1/land/flow', { method: 'PUT', body });
}

/** Publishes the current document for the Land or moves its deadline. */
export function useSetSignatureDeadline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSignatureDeadline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signatureKeys.all }),
  });
}
