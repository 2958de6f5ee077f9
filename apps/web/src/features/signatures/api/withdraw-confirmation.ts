import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignatureSchoolStatus } from '@berufswahl/contracts';
import { apiRequest } from '../../../lib/api-client';
import { signatureKeys } from './signature-keys';

export function withdrawConfirmation(schoolUuid: string): Promise<SignatureSchoolStatus> {
  return apiRequest<SignatureSchoolStatus>(`/api/signatures/v1/land/schools/${encodeURIComponent(schoolUuid)}/withdraw`, { method: 'POST' });
}

/** Withdraws a school's confirmation (the record stays as proof, decision 112). */
export function useWithdrawConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawConfirmation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signatureKeys.all }),
  });
}
