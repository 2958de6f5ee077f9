import { useMutation } from '@tanstack/react-query';
import type { Me } from '@berufswahl/contracts';
import * as meEndpoints from '@berufswahl/contracts/identity/endpoints/me';
import { callEndpoint } from '../endpoint-client';

export function acceptTerms(): Promise<Me> {
  return callEndpoint(meEndpoints.acceptTerms);
}

/** Accepting the terms reloads the page (spec 4), so nothing needs to be invalidated. */
export function useAcceptTerms() {
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: () => location.reload(),
  });
}
