import { useQuery } from '@tanstack/react-query';
import type { LinksConfig } from '@berufswahl/contracts/shared/runtime-config';
import { apiRequest } from '../../../../lib/api-client';

/**
 * The answer of `/config/links.json` as the client uses it. Checked by hand rather than with the
 * contract's zod schema: the link guard is part of the first screen, which carries no zod
 * (decisions 007, 008); anything unexpected counts as "no internal origin".
 */
export function toLinksConfig(answer: unknown): LinksConfig {
  const origins = (answer as { internal_origins?: unknown } | null)?.internal_origins;
  return { internal_origins: Array.isArray(origins) ? origins.filter((origin): origin is string => typeof origin === 'string') : [] };
}

/** `/config/links.json`: the configured storage origin, whose links are the app's own files (issue 14). */
export function useLinksConfig() {
  return useQuery<LinksConfig>({
    queryKey: ['config', 'links'],
    queryFn: async () => toLinksConfig(await apiRequest<unknown>('/config/links.json')),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
