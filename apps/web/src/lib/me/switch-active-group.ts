import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@berufswahl/contracts';
import * as meEndpoints from '@berufswahl/contracts/identity/endpoints/me';
import { meQueryKey } from './get-me';
import { callEndpoint } from '../endpoint-client';

export function switchActiveGroup(role: string): Promise<Me> {
  return callEndpoint(meEndpoints.switchActiveGroup, { params: { role } });
}

/** Switches the active role, then reloads `me` so menus, guards and texts follow the new role. */
export function useSwitchActiveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchActiveGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
