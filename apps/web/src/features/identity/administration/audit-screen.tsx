import './register-texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMINISTRATION_LIMITS, ANONYMOUS_ACTOR_ROLE, AUDIT_ACTION_LABELS, type AuditEvent } from '@berufswahl/contracts/identity/administration';
import { ROLE_LABELS, type Role } from '@berufswahl/contracts/identity/roles';
import { PageHeading } from '../../../components/ui/page-heading';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { Pagination } from '../../../components/ui/pagination';
import { SchoolAdminNav } from './admin-nav';
import { useAuditPage, type AuditScope } from './api/audit';
import { formatDateTime } from './format';
import { LandAdminNav } from './land-nav';
import { useAdminScope } from './use-admin-scope';
import { AdminTable } from './admin-table';

/** The facts of an event worth a line: class, user name, count … (never a secret – the server drops them). */
function describe(event: AuditEvent): string {
  const details = event.details;
  const parts: string[] = [];
  // A change of class name or a move between classes: "8a → 9b" ("–" for no class).
  if ('from' in details && 'to' in details) parts.push(`${String(details.from ?? '–')} → ${String(details.to ?? '–')}`);
  // from_school / to_school: the other school of a move (decision 052).
  for (const key of ['label', 'class', 'username', 'teacher', 'name', 'count', 'role', 'from_school', 'to_school']) {
    const value = details[key];
    if (typeof value === 'string' || typeof value === 'number') parts.push(String(key === 'role' ? (ROLE_LABELS[value as Role] ?? value) : value));
  }
  // The important notification's text (decision 023): its beginning is enough to recognise it.
  if (typeof details.text === 'string') parts.push(`„${details.text.length > 80 ? `${details.text.slice(0, 80)}…` : details.text}“`);
  return parts.join(' · ');
}

/** Coordinators: who changed what and when – the own school, or the whole Land. */
export function AuditScreen() {
  const { t } = useTranslation();
  const { schoolUuid, clientUuid, role } = useAdminScope();
  const isSchool = role === 'ADMIN_SCHULE';
  const scope: AuditScope | undefined = isSchool ? (schoolUuid ? { kind: 'school', uuid: schoolUuid } : undefined) : clientUuid ? { kind: 'client', uuid: clientUuid } : undefined;
  const [page, setPage] = useState(1);
  const audit = useAuditPage(scope, page - 1);
  const lastPage = Math.max(1, Math.ceil((audit.data?.total ?? 0) / ADMINISTRATION_LIMITS.auditPageSize));

  return (
    <div className="page admin-page">
      <PageHeading pageName={t('administration.audit.pageName')}>{t('administration.audit.title')}</PageHeading>
      {isSchool ? <SchoolAdminNav /> : <LandAdminNav />}
      <p className="lead">{t(isSchool ? 'administration.audit.leadSchool' : 'administration.audit.leadLand')}</p>
      <ExplanationBox target="verwaltung-protokoll" />
      {audit.isPending && <p role="status">{t('administration.loading')}</p>}
      {audit.isError && <p className="form-error">{t('administration.loadError')}</p>}
      {audit.data && audit.data.total === 0 && <p>{t('administration.audit.empty')}</p>}
      {audit.data && audit.data.total > 0 && (
        <>
          <AdminTable
            labelledBy="audit-caption"
            captionId="audit-caption"
            caption={t('administration.audit.caption', { total: audit.data.total })}
            columns={[
              t('administration.audit.columns.when'),
              t('administration.audit.columns.who'),
              t('administration.audit.columns.what'),
              t('administration.audit.columns.details'),
            ]}
          >
            {audit.data.data.map((event) => (
              <tr key={event.uuid}>
                <td>
                  <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
                </td>
                <td>
                  {event.actor_role === ANONYMOUS_ACTOR_ROLE
                    ? t('administration.audit.withoutAccount')
                    : `${event.actor_name ?? t('administration.audit.unknownActor')} (${ROLE_LABELS[event.actor_role as Role] ?? event.actor_role})`}
                </td>
                <th scope="row">{AUDIT_ACTION_LABELS[event.action]}</th>
                <td>{describe(event) || '–'}</td>
              </tr>
            ))}
          </AdminTable>
          {lastPage > 1 && (
            <Pagination
              page={page}
              lastPage={lastPage}
              onPageChange={setPage}
              labels={{
                navigation: t('administration.audit.pages'),
                first: t('administration.pagination.first'),
                previous: t('administration.pagination.previous'),
                next: t('administration.pagination.next'),
                last: t('administration.pagination.last'),
                page: t('administration.pagination.page'),
                ofPages: (count) => t('administration.pagination.of', { count }),
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
