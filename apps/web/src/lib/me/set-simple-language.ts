import { useMutation } from '@tanstack/react-query';
import { meSchema, type Me } from '@berufswahl/contracts';
import { apiRequest } from '../api-client';

export function setSimpleLanguage(simpleLanguage: boolean): Promise<Me> {
  return apiRequest('/api/identity/v1/users/me/simple-language', {
    method: 'PATCH',
    body: { simple_language: simpleLanguage },
    schema: meSchema,
  });
}

/** Spec 7: the setting is stored, then the page reloads so every text is loaded in the new mode. */
export function useSetSimpleLanguage() {
  return useMutation({
    mutationFn: setSimpleLanguage,
    onSuccess: () => location.reload(),
  });
}
