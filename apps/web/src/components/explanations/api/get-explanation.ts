import { useQuery } from '@tanstack/react-query';
import type { Explanation } from '@berufswahl/contracts';
import * as explanationsEndpoints from '@berufswahl/contracts/cms/endpoints/explanations';
import { callEndpoint } from '../../../lib/endpoint-client';

export function getExplanation(target: string): Promise<Explanation> {
  return callEndpoint(explanationsEndpoints.explanation, { params: { target } });
}

/** The explanation of a screen. Spec 8: a load failure is silently ignored (no retry, no message). */
export function useExplanation(target: string) {
  return useQuery({
    queryKey: ['cms', 'explanations', target],
    queryFn: () => getExplanation(target),
    staleTime: Infinity,
    retry: false,
  });
}
