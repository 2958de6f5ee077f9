import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, Theme } from '@berufswahl/contracts';
import * as meEndpoints from '@berufswahl/contracts/identity/endpoints/me';
import { callEndpoint } from '../endpoint-client';
import { meQueryKey } from './get-me';

export function setContrastMode(contrastMode: boolean): Promise<Me> {
  return callEndpoint(meEndpoints.setContrastMode, { body: { contrast_mode: contrastMode } });
}

export function setTheme(theme: Theme): Promise<Me> {
  return callEndpoint(meEndpoints.setTheme, { body: { theme } });
}

/** Stores the contrast mode; the answer replaces `me`, and the shell applies the styles from it. */
export function useSetContrastMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setContrastMode,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

/** Stores the colour theme; the answer replaces `me`, and the shell loads its stylesheet. */
export function useSetTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTheme,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
