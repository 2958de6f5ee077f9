import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reactivationCodeResponseSchema, type Me } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { meQueryKey } from '../../../../lib/me/get-me';

/** `PATCH /api/identity/v1/users/me/reactivation-code` (spec 7): a new code, answered with `me`. */
export function generateReactivationCode(): Promise<Me> {
  return apiRequest('/api/identity/v1/users/me/reactivation-code', { method: 'PATCH', schema: reactivationCodeResponseSchema });
}

/** Generates a new reactivation code; `me` (which shows it) is replaced with the answer. */
export function useGenerateReactivationCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateReactivationCode,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
