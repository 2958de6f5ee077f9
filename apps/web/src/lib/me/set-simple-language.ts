import { useMutation } from '@tanstack/react-query';
import type { Me } from '@berufswahl/contracts';
import * as meEndpoints from '@berufswahl/contracts/identity/endpoints/me';
import { callEndpoint } from '../endpoint-client';

export function setSimpleLanguage(simpleLanguage: boolean): Promise<Me> {
  return callEndpoint(meEndpoints.setSimpleLanguage, { body: { simple_language: simpleLanguage } });
}

/** Spec 7: the setting is stored, then the page reloads so every text is loaded in the new mode. */
export function useSetSimpleLanguage() {
  return useMutation({
    mutationFn: setSimpleLanguage,
    onSuccess: () => location.reload(),
  });
}
