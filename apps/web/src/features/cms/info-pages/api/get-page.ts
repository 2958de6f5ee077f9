import { useQuery } from '@tanstack/react-query';
import { pageSchema, type Page, type PageSlug } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';

export function getPage(slug: PageSlug): Promise<Page> {
  return apiRequest(`/api/cms/v1/pages/${encodeURIComponent(slug)}`, { schema: pageSchema });
}

export function usePage(slug: PageSlug) {
  return useQuery({ queryKey: ['cms', 'pages', slug], queryFn: () => getPage(slug), staleTime: Infinity });
}
