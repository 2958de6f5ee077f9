import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { createReactivationService } from '../reactivation/reactivation.service';
import { createAccountsRepository } from './accounts/accounts.repository';
import { accountsRoutes } from './accounts/accounts.routes';
import { createAccountsService } from './accounts/accounts.service';
import { createClassesRepository } from './classes/classes.repository';
import { classesRoutes } from './classes/classes.routes';
import { createClassesService } from './classes/classes.service';
import { clientsAdminRoutes } from './clients-admin/clients-admin.routes';
import { createClientsAdminService } from './clients-admin/clients-admin.service';
import { importsRoutes } from './imports/imports.routes';
import { createImportsService } from './imports/imports.service';
import { schoolsAdminRoutes } from './schools-admin/schools-admin.routes';
import { createSchoolsAdminService } from './schools-admin/schools-admin.service';

/**
 * The administration of classes, accounts, schools and Länder (issue 6, decisions 100–104),
 * registered by the identity module under /api/identity/v1. The audit trail's read routes answer
 * under the same prefix but belong to the audit module (decision 215).
 */
export const administrationRoutes: FastifyPluginAsync<AppContext> = async (app, { db, config }) => {
  const accounts = createAccountsService({ db, repository: createAccountsRepository(db), reactivation: createReactivationService(db) });
  await app.register(classesRoutes, { classes: createClassesService({ db, repository: createClassesRepository(db) }) });
  await app.register(accountsRoutes, { accounts });
  await app.register(importsRoutes, { imports: createImportsService({ db }) });
  await app.register(schoolsAdminRoutes, { schoolsAdmin: createSchoolsAdminService({ db }) });
  await app.register(clientsAdminRoutes, { clientsAdmin: createClientsAdminService({ db, realm: config.realm }) });
};
