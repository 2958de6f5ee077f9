import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminAccountSchema,
  adminAccountsResponseSchema,
  createdAccountSchema,
  credentialsSchema,
  type AccountUpdateBody,
  type AdminAccount,
  type CreatedAccount,
  type Credentials,
  type NewAccountBody,
  type ReactivationBody,
} from '@berufswahl/contracts/identity/administration';
import { transferCodeSchema, type TransferCode } from '@berufswahl/contracts/identity/transfer';
import * as administrationEndpoints from '@berufswahl/contracts/identity/endpoints/administration';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { administrationQueryKeys } from './administration-query-keys';


export function getAccounts(schoolUuid: string): Promise<AdminAccount[]> {
  return callEndpoint(administrationEndpoints.accounts, { params: { schoolUuid }, schema: adminAccountsResponseSchema });
}

export function useAccounts(schoolUuid: string | undefined) {
  return useQuery({
    queryKey: administrationQueryKeys.accounts(schoolUuid ?? ''),
    queryFn: () => getAccounts(schoolUuid ?? ''),
    enabled: Boolean(schoolUuid),
  });
}

function useAccountMutation<TArgument, TResult>(schoolUuid: string, request: (argument: TArgument) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: administrationQueryKeys.accounts(schoolUuid) });
      await queryClient.invalidateQueries({ queryKey: administrationQueryKeys.classes(schoolUuid) });
    },
  });
}

export const createAccount = (schoolUuid: string, body: NewAccountBody): Promise<CreatedAccount> =>
  callEndpoint(administrationEndpoints.createAccount, { params: { schoolUuid }, body, schema: createdAccountSchema });

/** Names, e-mail and – for students – the class (decision 106). */
export const updateAccount = (schoolUuid: string, userUuid: string, body: AccountUpdateBody): Promise<AdminAccount> =>
  callEndpoint(administrationEndpoints.updateAccount, { params: { schoolUuid, userUuid }, body, schema: adminAccountSchema });

export const deactivateAccount = (schoolUuid: string, userUuid: string): Promise<AdminAccount> =>
  callEndpoint(administrationEndpoints.deactivateAccount, { params: { schoolUuid, userUuid }, schema: adminAccountSchema });

export const resetInitialPassword = (schoolUuid: string, userUuid: string): Promise<Credentials> =>
  callEndpoint(administrationEndpoints.resetInitialPassword, { params: { schoolUuid, userUuid }, schema: credentialsSchema });

/** The old school's say over a move (decision 052): the deactivated account's code stops working. */
export const revokeReactivationCode = (schoolUuid: string, userUuid: string): Promise<AdminAccount> =>
  callEndpoint(administrationEndpoints.revokeReactivationCode, { params: { schoolUuid, userUuid }, schema: adminAccountSchema });

export const reactivateAccount = (schoolUuid: string, body: ReactivationBody): Promise<AdminAccount> =>
  callEndpoint(administrationEndpoints.reactivateAccount, { params: { schoolUuid }, body, schema: adminAccountSchema });

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
  callEndpoint(administrationEndpoints.issueTransferCode, { params: { schoolUuid }, schema: transferCodeSchema });

export const useIssueTransferCode = (schoolUuid: string) => useMutation({ mutationFn: () => issueTransferCode(schoolUuid) });
