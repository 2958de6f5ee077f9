import { useQuery } from '@tanstack/react-query';
import { pageSchema, type Page, type PageSlug } from '@berufswahl/contracts/cms/pages';
import * as pagesEndpoints from '@berufswahl/contracts/cms/endpoints/pages';
import { callEndpoint } from '../../../../lib/endpoint-client';

export function getPage(slug: PageSlug): Promise<Page> {
  return callEndpoint(pagesEndpoints.page, { params: { slug }, schema: pageSchema });
}

export function usePage(slug: PageSlug) {
  return useQuery({ queryKey: ['cms', 'pages', slug], queryFn: () => getPage(slug), staleTime: Infinity });
}
