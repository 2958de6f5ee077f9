import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@berufswahl/contracts';
import { apiRequest } from '../api-client';
import { meQueryKey } from './get-me';

export function switchActiveGroup(role: string): Promise<Me> {
  return apiRequest<Me>(`/api/identity/v1/users/me/active-group/${encodeURIComponent(role)}`, {
    method: 'PATCH',
  });
}

/** Switches the active role, then reloads `me` so menus, guards and texts follow the new role. */
export function useSwitchActiveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchActiveGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
