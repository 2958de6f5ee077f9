import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignatureSchoolStatus } from '@berufswahl/contracts';
import * as signatureEndpoints from '@berufswahl/contracts/signatures/endpoints/signature';
import { signatureKeys } from './signature-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

export function withdrawConfirmation(schoolUuid: string): Promise<SignatureSchoolStatus> {
  return callEndpoint(signatureEndpoints.withdrawConfirmation, { params: { schoolUuid } });
}

/** Withdraws a school's confirmation (the record stays as proof, decision 112). */
export function useWithdrawConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawConfirmation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signatureKeys.all }),
  });
}
