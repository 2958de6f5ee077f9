import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transferResponseSchema, type Me, type TransferBody } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { meQueryKey } from '../../../../lib/me/get-me';

/** `POST /api/identity/v1/users/me/transfer` (decision 197): moves the account with a school's transfer code. */
export function transferToSchool(body: TransferBody): Promise<Me> {
  return apiRequest('/api/identity/v1/users/me/transfer', { method: 'POST', body, schema: transferResponseSchema });
}

/** Moves the account; `me` is replaced with the answer (an active student now), which leaves the landing page. */
export function useTransferToSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferToSchool,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
