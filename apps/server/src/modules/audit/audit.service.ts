import { ADMINISTRATION_LIMITS, type AuditAction, type AuditPage } from '@berufswahl/contracts';
import type { Caller } from '../../platform/auth/access';
import type { Database } from '../../platform/db/client';
import { requireClient, requireSchool } from '../../platform/auth/tenancy.policy';
import type { AuditEventRow, AuditRepository } from './audit.repository';

function toAuditEvent(row: AuditEventRow): AuditPage['data'][number] {
  return {
    uuid: row.uuid,
    created_at: row.createdAt.toISOString(),
    actor_uuid: row.actorUuid,
    actor_name: row.actorName,
    actor_role: row.actorRole,
    action: row.action as AuditAction,
    target_type: row.targetType,
    target_uuid: row.targetUuid,
    client_uuid: row.clientUuid,
    school_uuid: row.schoolUuid,
    details: row.details,
  };
}

export function createAuditService(deps: { db: Database; repository: AuditRepository }) {
  const { db, repository } = deps;
  const pageSize = ADMINISTRATION_LIMITS.auditPageSize;
  return {
    async ofSchool(caller: Caller, schoolUuid: string, page: number): Promise<AuditPage> {
      await requireSchool(db, caller, schoolUuid);
      const { rows, total } = await repository.page({ schoolUuid }, page, pageSize);
      return { data: rows.map(toAuditEvent), total, page };
    },

    async ofClient(caller: Caller, clientUuid: string, page: number): Promise<AuditPage> {
      await requireClient(db, caller, clientUuid);
      const { rows, total } = await repository.page({ clientUuid }, page, pageSize);
      return { data: rows.map(toAuditEvent), total, page };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
