import type { ModuleDescriptor } from '../../platform/module';
import { auditRetentionJobs } from './audit-retention';
import { auditPersonalData } from './audit.personal-data';
import { createAuditRepository } from './audit.repository';
import { auditRoutes } from './audit.routes';
import { createAuditService } from './audit.service';

// The administration audit trail (decision 102): identity's administration, the files module
// (quota changes) and messaging (the important notification) record into it inside their own
// transaction. It depends on the platform only, so every module may use it (decision 215).
export { recordAnonymousAudit, recordAudit, type AuditEntry } from './audit.repository';

/**
 * The trail's read routes answer under /api/identity/v1, where they were published before the
 * trail became a module of its own (decision 215): a module's folder is no part of the HTTP API.
 */
export const auditModule: ModuleDescriptor = {
  name: 'audit',
  prefix: '/api/identity/v1',
  routes: async (app, { db }) => {
    await app.register(auditRoutes, { audit: createAuditService({ db, repository: createAuditRepository(db) }) });
  },
  jobs: ({ db, log }) => auditRetentionJobs(db, log),
  personalData: [auditPersonalData],
};
