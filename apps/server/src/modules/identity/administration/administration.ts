import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { registerPersonalData } from '../../../platform/personal-data';
import { auditPersonalData } from './audit/audit.personal-data';
import { createReactivationService } from '../reactivation/reactivation.service';
import { createAccountCreationService } from '../accounts/account-creation.service';
import { createAccountEditingService } from '../accounts/account-editing.service';
import { createAccountLifecycleService } from '../accounts/account-lifecycle.service';
import { accountsRoutes } from '../accounts/accounts.routes';
import { createAuditRepository } from './audit/audit.repository';
import { auditRoutes } from './audit/audit.routes';
import { createAuditService } from './audit/audit.service';
import { createClassesRepository } from '../classes/classes.repository';
import { classesRoutes } from '../classes/classes.routes';
import { createClassesService } from '../classes/classes.service';
import { importsRoutes } from './imports/imports.routes';
import { createImportsService } from './imports/imports.service';

registerPersonalData(auditPersonalData);

/**
 * The administration of classes and accounts, the CSV import and the audit trail (issue 6,
 * decisions 100–104), registered by the identity module under /api/identity/v1. Schools and
 * Länder are administered beside their reading routes (`schools/`, `clients/`, decision 220).
 */
export const administrationRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  await app.register(classesRoutes, { classes: createClassesService({ db, repository: createClassesRepository(db) }) });
  await app.register(accountsRoutes, {
    creation: createAccountCreationService({ db }),
    lifecycle: createAccountLifecycleService({ db, reactivation: createReactivationService(db) }),
    editing: createAccountEditingService({ db }),
  });
  await app.register(importsRoutes, { imports: createImportsService({ db }) });
  await app.register(auditRoutes, { audit: createAuditService({ db, repository: createAuditRepository(db) }) });
};
