import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignatureStatusAnswer } from '@berufswahl/contracts';
import * as flowEndpoints from '@berufswahl/contracts/signatures/endpoints/flow';
import { callEndpoint } from '../../../lib/endpoint-client';
import { signatureKeys } from './signature-keys';

export function confirmSignatureFlow(uuid: string): Promise<SignatureStatusAnswer> {
  return callEndpoint(flowEndpoints.confirmFlow, { params: { flowUuid: uuid }, body: { confirmed: true } });
}

/** "Verbindlich bestätigen": records the confirmation; the warning and the flow reload. */
export function useConfirmSignatureFlow(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmSignatureFlow(uuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signatureKeys.all }),
  });
}
