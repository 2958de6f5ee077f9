import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignatureStatusAnswer } from '@berufswahl/contracts';
import { apiRequest } from '../../../lib/api-client';
import { signatureKeys } from './signature-keys';

export function confirmSignatureFlow(uuid: string): Promise<SignatureStatusAnswer> {
  return apiRequest<SignatureStatusAnswer>(`/api/signatures/v1/flow/${encodeURIComponent(uuid)}/confirm`, {
    method: 'POST',
    body: { confirmed: true },
  });
}

/** "Verbindlich bestätigen": records the confirmation; the warning and the flow reload. */
export function useConfirmSignatureFlow(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmSignatureFlow(uuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signatureKeys.all }),
  });
}
