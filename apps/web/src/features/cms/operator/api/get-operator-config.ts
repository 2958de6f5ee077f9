import { useQuery } from '@tanstack/react-query';
import type { OperatorPublicConfig } from '@berufswahl/contracts/shared/runtime-config';
import { apiRequest } from '../../../../lib/api-client';

/**
 * The answer of `/config/operator.json` as the menu uses it (decision 233). Checked by hand rather
 * than with the contract's zod schema: the menu is part of the first screen, which carries no zod
 * (decisions 007, 008). A funder without a name or a logo on this origin counts as no funder.
 */
export function toOperatorConfig(answer: unknown): OperatorPublicConfig {
  const value = answer as { demo?: unknown; funder?: { name?: unknown; url?: unknown; logo_url?: unknown } | null } | null;
  const funder = value?.funder;
  const name = funder?.name;
  const logo = funder?.logo_url;
  const url = funder?.url;
  const isOwnPath = typeof logo === 'string' && logo.startsWith('/') && !logo.startsWith('//');
  return {
    demo: value?.demo === true,
    funder:
      typeof name === 'string' && name !== '' && isOwnPath
        ? { name, logo_url: logo, url: typeof url === 'string' && url.startsWith('https://') ? url : null }
        : null,
  };
}

/** `/config/operator.json`: the funder the menu shows, from the operator's configuration. */
export function useOperatorConfig() {
  return useQuery<OperatorPublicConfig>({
    queryKey: ['config', 'operator'],
    queryFn: async () => toOperatorConfig(await apiRequest<unknown>('/config/operator.json')),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
