import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reactivationCodeResponseSchema } from '@berufswahl/contracts/identity/reactivation';
import type { Me } from '@berufswahl/contracts/identity/users';
import * as ownAccountEndpoints from '@berufswahl/contracts/identity/endpoints/own-account';
import { meQueryKey } from '../../../../lib/me/get-me';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** `PATCH /api/identity/v1/users/me/reactivation-code` (spec 7): a new code, answered with `me`. */
export function generateReactivationCode(): Promise<Me> {
  return callEndpoint(ownAccountEndpoints.generateReactivationCode, { schema: reactivationCodeResponseSchema });
}

/** Generates a new reactivation code; `me` (which shows it) is replaced with the answer. */
export function useGenerateReactivationCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateReactivationCode,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
