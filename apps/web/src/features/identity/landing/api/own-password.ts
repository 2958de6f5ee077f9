import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ownPasswordChangedSchema,
  type OwnPasswordChangeBody,
  type OwnPasswordChanged,
} from '@berufswahl/contracts/identity/password-change';
import { accountConfigSchema, type AccountConfig } from '@berufswahl/contracts/shared/runtime-config';
import * as ownAccountEndpoints from '@berufswahl/contracts/identity/endpoints/own-account';
import { apiRequest } from '../../../../lib/api-client';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** `/config/account.json`: whether the password is changed here or at the external provider (decision 133). */
export function useAccountConfig() {
  return useQuery<AccountConfig>({
    queryKey: ['config', 'account'],
    queryFn: () => apiRequest('/config/account.json', { schema: accountConfigSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `PUT /api/identity/v1/users/me/password`: ends every session of the account when it succeeds. */
export function useChangeOwnPassword() {
  return useMutation<OwnPasswordChanged, Error, OwnPasswordChangeBody>({
    mutationFn: (body) => callEndpoint(ownAccountEndpoints.changeOwnPassword, { body, schema: ownPasswordChangedSchema }),
  });
}
