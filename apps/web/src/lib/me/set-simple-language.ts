import { useMutation } from '@tanstack/react-query';
import type { Me } from '@berufswahl/contracts';
import { apiRequest } from '../api-client';

export function setSimpleLanguage(simpleLanguage: boolean): Promise<Me> {
  return apiRequest<Me>('/api/identity/v1/users/me/simple-language', {
    method: 'PATCH',
    body: { simple_language: simpleLanguage },
  });
}

/** Spec 7: the setting is stored, then the page reloads so every text is loaded in the new mode. */
export function useSetSimpleLanguage() {
  return useMutation({
    mutationFn: setSimpleLanguage,
    onSuccess: () => location.reload(),
  });
}
