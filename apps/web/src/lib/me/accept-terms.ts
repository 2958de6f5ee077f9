import { useMutation } from '@tanstack/react-query';
import type { Me } from '@berufswahl/contracts';
import { apiRequest } from '../api-client';

export function acceptTerms(): Promise<Me> {
  return apiRequest<Me>('/api/identity/v1/users/me/term-condition', { method: 'PATCH' });
}

/** Accepting the terms reloads the page (spec 4), so nothing needs to be invalidated. */
export function useAcceptTerms() {
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: () => location.reload(),
  });
}
