import { callerOfRow, type Caller } from '../../platform/auth/access';
import type { PasswordCheckGate } from '../../platform/auth/password-check-gate';
import { createLoginLockout } from '../../platform/idp/login-lockout';
import type { AppContext } from '../../platform/context';
import { createRateLimitStore } from '../../platform/http/rate-limit';
import type { ModuleDescriptor } from '../../platform/module';
import type { FilesPorts } from '../files';
import { administrationRoutes } from './administration/administration';
import { archiveRoutes } from './archive/archive.routes';
import { createExportLinks } from './archive/archive-links';
import { createAccountDeletion } from './deletion/account-deletion.service';
import { accountDeletionJobs } from './deletion/account-deletion.jobs';
import { keyFiguresJobs } from './key-figures/key-figures.jobs';
import { createArchiveService } from './archive/archive.service';
import { clientsRoutes } from './clients/clients.routes';
import { identityPersonalData } from './identity.personal-data';
import { createKeyFiguresRepository } from './key-figures/key-figures.repository';
import { keyFiguresRoutes } from './key-figures/key-figures.routes';
import { createKeyFiguresService } from './key-figures/key-figures.service';
import { reactivationRoutes } from './reactivation/reactivation.routes';
import { transferRoutes } from './transfer/transfer.routes';
import { createTransferService } from './transfer/transfer.service';
import { createReactivationService } from './reactivation/reactivation.service';
import { createClientsRepository } from './clients/clients.repository';
import { createClientsService } from './clients/clients.service';
import { schoolsRoutes } from './schools/schools.routes';
import { createSchoolsRepository } from './schools/schools.repository';
import { createSchoolsService } from './schools/schools.service';
import { createUsersRepository, prepareCallerLookup } from './users/users.repository';
import { usersRoutes } from './users/users.routes';
import { ownPasswordRoutes } from './users/own-password.routes';
import { createOwnPasswordService } from './users/own-password.service';
import { createUsersService } from './users/users.service';

/**
 * What identity is handed: the files front door (the export reads the stored files, the deletion
 * removes them) and the bounded gate its password change shares with the sign-in (decision 130).
 */
export type IdentityPorts = FilesPorts & { passwordChecks: PasswordCheckGate };

/** Mounted at /api/identity/v1. */
export const identityModule: ModuleDescriptor<IdentityPorts> = {
  name: 'identity',
  prefix: '/api/identity/v1',
  routes: async (app, context) => {
    const { db } = context;
    const users = createUsersService(createUsersRepository(db));
    await app.register(usersRoutes, { users });
    // One's own password (decision 133): checked through the same gate and lockout as the sign-in.
    await app.register(ownPasswordRoutes, {
      ownPassword: createOwnPasswordService({
        db,
        config: context.config,
        passwordChecks: context.passwordChecks,
        lockout: createLoginLockout(db, context.config.loginLockout),
      }),
    });
    // Data life cycle (issue 7): the export (with the stored files, read through the files module's
    // front door) and the reactivation code.
    await app.register(archiveRoutes, {
      archive: createArchiveService({ db, files: context.files, log: app.log }),
      exportLinks: createExportLinks(db),
      rateLimitStore: createRateLimitStore(db),
      exportLimit: context.config.rateLimits.export,
    });
    await app.register(reactivationRoutes, { reactivation: createReactivationService(db), users });
    // Moving a deactivated student to another school with that school's transfer code (decision 197).
    await app.register(transferRoutes, { transfer: createTransferService({ db }), users });
    await app.register(clientsRoutes, { clients: createClientsService({ db, repository: createClientsRepository(db), realm: context.config.realm }) });
    await app.register(schoolsRoutes, { schools: createSchoolsService({ db, repository: createSchoolsRepository(db) }) });
    await app.register(keyFiguresRoutes, { keyFigures: createKeyFiguresService(createKeyFiguresRepository(db)) });
    // Administration (issue 6): classes, accounts, CSV import (schools and Länder above; the audit trail is a module of its own).
    await app.register(administrationRoutes, { db, config: context.config });
  },
  // Deletion of due accounts, the reconciliation and the key-figures rollup check (the audit
  // trail's retention is the audit module's).
  jobs: ({ config, db, log, files }) => {
    const deletion = createAccountDeletion({ db, files, log, testPause: config.testDeletionPause });
    return [...accountDeletionJobs(deletion, log), ...keyFiguresJobs(db, log)];
  },
  personalData: [identityPersonalData],
};

/** Finds the caller behind a token's subject; other modules and the access guard use it. */
export function createCallerLoader({ db }: Pick<AppContext, 'db'>) {
  const findCaller = prepareCallerLookup(db);
  return async (subject: string): Promise<Caller | null> => {
    const row = await findCaller(subject);
    return row ? callerOfRow(row) : null;
  };
}

// Data life cycle (issue 7): the reactivation-code rules other parts of identity (the coordinator's
// consuming route) build on – see reactivation/README.md – and the deletion job.
export { verifyReactivationCode, generateReactivationCode, reactivationCodeExpiry } from './reactivation/reactivation-code.rules';
export { createReactivationService, type ReactivationCandidate, type ReactivationService } from './reactivation/reactivation.service';
export { createAccountDeletion, type AccountDeletion } from './deletion/account-deletion.service';

export { createClassLookups, type ClassLookups, type ClassRecord } from './classes/class-lookups';

