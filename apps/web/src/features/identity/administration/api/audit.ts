import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditPageSchema, type AuditPage } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';

export type AuditScope = { kind: 'school' | 'client'; uuid: string };

/** `page` counts from 0, as the API does. */
export function getAuditPage(scope: AuditScope, page: number): Promise<AuditPage> {
  const owner = scope.kind === 'school' ? 'schools' : 'clients';
  return apiRequest(`/api/identity/v1/${owner}/${encodeURIComponent(scope.uuid)}/audit-events?page=${page}`, { schema: auditPageSchema });
}

export function useAuditPage(scope: AuditScope | undefined, page: number) {
  return useQuery({
    queryKey: ['identity', 'administration', scope?.kind, scope?.uuid, 'audit', page],
    queryFn: () => getAuditPage(scope ?? { kind: 'school', uuid: '' }, page),
    enabled: Boolean(scope?.uuid),
    placeholderData: keepPreviousData,
  });
}
