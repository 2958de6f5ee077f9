import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transferResponseSchema, type TransferBody } from '@berufswahl/contracts/identity/transfer';
import type { Me } from '@berufswahl/contracts/identity/users';
import * as ownAccountEndpoints from '@berufswahl/contracts/identity/endpoints/own-account';
import { meQueryKey } from '../../../../lib/me/get-me';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** `POST /api/identity/v1/users/me/transfer` (decision 197): moves the account with a school's transfer code. */
export function transferToSchool(body: TransferBody): Promise<Me> {
  return callEndpoint(ownAccountEndpoints.transferToSchool, { body, schema: transferResponseSchema });
}

/** Moves the account; `me` is replaced with the answer (an active student now), which leaves the landing page. */
export function useTransferToSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferToSchool,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
