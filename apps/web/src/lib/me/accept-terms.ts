import { useMutation } from '@tanstack/react-query';
import { meSchema, type Me } from '@berufswahl/contracts';
import { apiRequest } from '../api-client';

export function acceptTerms(): Promise<Me> {
  return apiRequest('/api/identity/v1/users/me/term-condition', { method: 'PATCH', schema: meSchema });
}

/** Accepting the terms reloads the page (spec 4), so nothing needs to be invalidated. */
export function useAcceptTerms() {
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: () => location.reload(),
  });
}
