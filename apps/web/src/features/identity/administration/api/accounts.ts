import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminAccountSchema,
  adminAccountsResponseSchema,
  createdAccountSchema,
  credentialsSchema,
  transferCodeSchema,
  type AccountUpdateBody,
  type AdminAccount,
  type CreatedAccount,
  type Credentials,
  type NewAccountBody,
  type ReactivationBody,
  type TransferCode,
} from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';

const base = (schoolUuid: string) => `/api/identity/v1/schools/${encodeURIComponent(schoolUuid)}`;
export const accountsQueryKey = (schoolUuid: string) => ['identity', 'administration', schoolUuid, 'accounts'] as const;
const classesKey = (schoolUuid: string) => ['identity', 'administration', schoolUuid, 'classes'] as const;

export function getAccounts(schoolUuid: string): Promise<AdminAccount[]> {
  return apiRequest(`${base(schoolUuid)}/accounts`, { schema: adminAccountsResponseSchema });
}

export function useAccounts(schoolUuid: string | undefined) {
  return useQuery({
    queryKey: accountsQueryKey(schoolUuid ?? ''),
    queryFn: () => getAccounts(schoolUuid ?? ''),
    enabled: Boolean(schoolUuid),
  });
}

function useAccountMutation<TArgument, TResult>(schoolUuid: string, request: (argument: TArgument) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountsQueryKey(schoolUuid) });
      await queryClient.invalidateQueries({ queryKey: classesKey(schoolUuid) });
    },
  });
}

export const createAccount = (schoolUuid: string, body: NewAccountBody): Promise<CreatedAccount> =>
  apiRequest(`${base(schoolUuid)}/accounts`, { method: 'POST', body, schema: createdAccountSchema });

/** Names, e-mail and – for students – the class (decision 106). */
export const updateAccount = (schoolUuid: string, userUuid: string, body: AccountUpdateBody): Promise<AdminAccount> =>
  apiRequest(`${base(schoolUuid)}/accounts/${encodeURIComponent(userUuid)}`, { method: 'PATCH', body, schema: adminAccountSchema });

export const deactivateAccount = (schoolUuid: string, userUuid: string): Promise<AdminAccount> =>
  apiRequest(`${base(schoolUuid)}/accounts/${encodeURIComponent(userUuid)}/deactivation`, { method: 'POST', schema: adminAccountSchema });

export const resetInitialPassword = (schoolUuid: string, userUuid: string): Promise<Credentials> =>
  apiRequest(`${base(schoolUuid)}/accounts/${encodeURIComponent(userUuid)}/initial-password`, { method: 'POST', schema: credentialsSchema });

/** The old school's say over a move (decision 052): the deactivated account's code stops working. */
export const revokeReactivationCode = (schoolUuid: string, userUuid: string): Promise<AdminAccount> =>
  apiRequest(`${base(schoolUuid)}/accounts/${encodeURIComponent(userUuid)}/reactivation-code`, { method: 'DELETE', schema: adminAccountSchema });

export const reactivateAccount = (schoolUuid: string, body: ReactivationBody): Promise<AdminAccount> =>
  apiRequest(`${base(schoolUuid)}/reactivations`, { method: 'POST', body, schema: adminAccountSchema });

export const useCreateAccount = (schoolUuid: string) => useAccountMutation(schoolUuid, (body: NewAccountBody) => createAccount(schoolUuid, body));
export const useUpdateAccount = (schoolUuid: string) =>
  useAccountMutation(schoolUuid, ({ userUuid, body }: { userUuid: string; body: AccountUpdateBody }) => updateAccount(schoolUuid, userUuid, body));
export const useDeactivateAccount = (schoolUuid: string) => useAccountMutation(schoolUuid, (userUuid: string) => deactivateAccount(schoolUuid, userUuid));
export const useResetInitialPassword = (schoolUuid: string) => useAccountMutation(schoolUuid, (userUuid: string) => resetInitialPassword(schoolUuid, userUuid));
export const useRevokeReactivationCode = (schoolUuid: string) =>
  useAccountMutation(schoolUuid, (userUuid: string) => revokeReactivationCode(schoolUuid, userUuid));
export const useReactivateAccount = (schoolUuid: string) => useAccountMutation(schoolUuid, (body: ReactivationBody) => reactivateAccount(schoolUuid, body));

/** `POST /schools/{schoolUuid}/transfer-codes` (decision 197): a code for a student who moves in; shown once. */
export const issueTransferCode = (schoolUuid: string): Promise<TransferCode> =>
  apiRequest(`${base(schoolUuid)}/transfer-codes`, { method: 'POST', schema: transferCodeSchema });

export const useIssueTransferCode = (schoolUuid: string) => useMutation({ mutationFn: () => issueTransferCode(schoolUuid) });
