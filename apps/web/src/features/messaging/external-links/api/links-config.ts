import { useQuery } from '@tanstack/react-query';
import { linksConfigSchema, type LinksConfig } from '@berufswahl/contracts/shared/runtime-config';
import { apiRequest } from '../../../../lib/api-client';

/** `/config/links.json`: the configured storage origin, whose links are the app's own files (issue 14). */
export function useLinksConfig() {
  return useQuery<LinksConfig>({
    queryKey: ['config', 'links'],
    queryFn: () => apiRequest('/config/links.json', { schema: linksConfigSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
