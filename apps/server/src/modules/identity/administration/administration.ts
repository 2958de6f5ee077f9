import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { createReactivationService } from '../reactivation/reactivation.service';
import { createAccountCreationService } from '../accounts/account-creation.service';
import { createAccountEditingService } from '../accounts/account-editing.service';
import { createAccountLifecycleService } from '../accounts/account-lifecycle.service';
import { accountsRoutes } from '../accounts/accounts.routes';
import { createClassesRepository } from '../classes/classes.repository';
import { classesRoutes } from '../classes/classes.routes';
import { createClassesService } from '../classes/classes.service';
import { importsRoutes } from './imports/imports.routes';
import { createImportsService } from './imports/imports.service';

/**
 * The administration of classes and accounts and the CSV import (issue 6, decisions 100–104),
 * registered by the identity module under /api/identity/v1. Schools and Länder are administered
 * beside their reading routes (`schools/`, `clients/`, decision 220); the audit trail's read routes
 * answer under the same prefix but belong to the audit module (decision 215).
 */
export const administrationRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  await app.register(classesRoutes, { classes: createClassesService({ db, repository: createClassesRepository(db) }) });
  await app.register(accountsRoutes, {
    creation: createAccountCreationService({ db }),
    lifecycle: createAccountLifecycleService({ db, reactivation: createReactivationService(db) }),
    editing: createAccountEditingService({ db }),
  });
  await app.register(importsRoutes, { imports: createImportsService({ db }) });
};
