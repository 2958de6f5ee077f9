import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditPageSchema, type AuditPage } from '@berufswahl/contracts/identity/administration';
import * as administrationEndpoints from '@berufswahl/contracts/identity/endpoints/administration';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { administrationQueryKeys } from './administration-query-keys';

export type AuditScope = { kind: 'school' | 'client'; uuid: string };

/** `page` counts from 0, as the API does. */
export function getAuditPage(scope: AuditScope, page: number): Promise<AuditPage> {
  const query = { page };
  return scope.kind === 'school'
    ? callEndpoint(administrationEndpoints.schoolAuditEvents, { params: { schoolUuid: scope.uuid }, query, schema: auditPageSchema })
    : callEndpoint(administrationEndpoints.clientAuditEvents, { params: { clientUuid: scope.uuid }, query, schema: auditPageSchema });
}

export function useAuditPage(scope: AuditScope | undefined, page: number) {
  return useQuery({
    queryKey: administrationQueryKeys.audit(scope, page),
    queryFn: () => getAuditPage(scope ?? { kind: 'school', uuid: '' }, page),
    enabled: Boolean(scope?.uuid),
    placeholderData: keepPreviousData,
  });
}
