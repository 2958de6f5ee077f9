import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignatureDeadlineBody, SignatureFlowSummary } from '@berufswahl/contracts';
import * as signatureEndpoints from '@berufswahl/contracts/signatures/endpoints/signature';
import { signatureKeys } from './signature-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

export function setSignatureDeadline(body: SignatureDeadlineBody): Promise<SignatureFlowSummary> {
  return callEndpoint(signatureEndpoints.setDeadline, { body });
}

/** Publishes the current document for the Land or moves its deadline. */
export function useSetSignatureDeadline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSignatureDeadline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signatureKeys.all }),
  });
}
