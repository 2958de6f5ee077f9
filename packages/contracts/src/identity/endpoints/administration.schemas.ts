// The run-time schemas of identity's administration endpoints (decision 227), for the server only.
import {
  accountParamsSchema,
  accountUpdateBodySchema,
  adminAccountSchema,
  adminAccountsResponseSchema,
  adminClassesResponseSchema,
  adminClassParamsSchema,
  adminClassSchema,
  adminClientSchema,
  adminClientsResponseSchema,
  adminSchoolSchema,
  adminSchoolsResponseSchema,
  auditPageSchema,
  auditQuerySchema,
  classBodySchema,
  coordinatorsResponseSchema,
  createdAccountSchema,
  credentialsSchema,
  deletedClassSchema,
  importBodySchema,
  importPreviewSchema,
  importResultSchema,
  keycloakExportSchema,
  landParamsSchema,
  newAccountBodySchema,
  newClientBodySchema,
  newCoordinatorBodySchema,
  newSchoolBodySchema,
  reactivationBodySchema,
  schoolAdminParamsSchema,
  teacherAssignmentParamsSchema,
} from '../administration';
import { transferCodeSchema } from '../transfer';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as administrationEndpoints from './administration';

// ——— Länder ———

export const adminClients = bindSchemas(administrationEndpoints.adminClients, { answer: adminClientsResponseSchema });
export const createClient = bindSchemas(administrationEndpoints.createClient, { body: newClientBodySchema, answer: adminClientSchema }, 201);
export const keycloakExport = bindSchemas(administrationEndpoints.keycloakExport, { params: landParamsSchema, answer: keycloakExportSchema });

// ——— Schools and coordinators of a Land ———

export const landSchools = bindSchemas(administrationEndpoints.landSchools, { params: landParamsSchema, answer: adminSchoolsResponseSchema });
export const createSchool = bindSchemas(
  administrationEndpoints.createSchool,
  { params: landParamsSchema, body: newSchoolBodySchema, answer: adminSchoolSchema },
  201,
);
export const landCoordinators = bindSchemas(administrationEndpoints.landCoordinators, { params: landParamsSchema, answer: coordinatorsResponseSchema });
export const createLandCoordinator = bindSchemas(
  administrationEndpoints.createLandCoordinator,
  { params: landParamsSchema, body: newCoordinatorBodySchema, answer: createdAccountSchema },
  201,
);
export const schoolCoordinators = bindSchemas(administrationEndpoints.schoolCoordinators, { params: landParamsSchema, answer: coordinatorsResponseSchema });
export const createSchoolCoordinator = bindSchemas(
  administrationEndpoints.createSchoolCoordinator,
  { params: schoolAdminParamsSchema, body: newCoordinatorBodySchema, answer: createdAccountSchema },
  201,
);

// ——— Accounts of a school ———

export const accounts = bindSchemas(administrationEndpoints.accounts, { params: schoolAdminParamsSchema, answer: adminAccountsResponseSchema });
export const createAccount = bindSchemas(
  administrationEndpoints.createAccount,
  { params: schoolAdminParamsSchema, body: newAccountBodySchema, answer: createdAccountSchema },
  201,
);
export const updateAccount = bindSchemas(administrationEndpoints.updateAccount, {
  params: accountParamsSchema,
  body: accountUpdateBodySchema,
  answer: adminAccountSchema,
});
export const deactivateAccount = bindSchemas(administrationEndpoints.deactivateAccount, { params: accountParamsSchema, answer: adminAccountSchema });
export const resetInitialPassword = bindSchemas(administrationEndpoints.resetInitialPassword, { params: accountParamsSchema, answer: credentialsSchema });
export const revokeReactivationCode = bindSchemas(administrationEndpoints.revokeReactivationCode, { params: accountParamsSchema, answer: adminAccountSchema });
export const reactivateAccount = bindSchemas(administrationEndpoints.reactivateAccount, {
  params: schoolAdminParamsSchema,
  body: reactivationBodySchema,
  answer: adminAccountSchema,
});
export const issueTransferCode = bindSchemas(administrationEndpoints.issueTransferCode, { params: schoolAdminParamsSchema, answer: transferCodeSchema }, 201);

// ——— Classes of a school ———

export const classes = bindSchemas(administrationEndpoints.classes, { params: schoolAdminParamsSchema, answer: adminClassesResponseSchema });
export const createClass = bindSchemas(
  administrationEndpoints.createClass,
  { params: schoolAdminParamsSchema, body: classBodySchema, answer: adminClassSchema },
  201,
);
export const updateClass = bindSchemas(administrationEndpoints.updateClass, { params: adminClassParamsSchema, body: classBodySchema, answer: adminClassSchema });
export const deleteClass = bindSchemas(administrationEndpoints.deleteClass, { params: adminClassParamsSchema, answer: deletedClassSchema });
export const assignTeacher = bindSchemas(administrationEndpoints.assignTeacher, { params: teacherAssignmentParamsSchema, answer: adminClassSchema });
export const unassignTeacher = bindSchemas(administrationEndpoints.unassignTeacher, { params: teacherAssignmentParamsSchema, answer: adminClassSchema });

// ——— CSV import ———

export const previewImport = bindSchemas(administrationEndpoints.previewImport, {
  params: schoolAdminParamsSchema,
  body: importBodySchema,
  answer: importPreviewSchema,
});
export const runImport = bindSchemas(administrationEndpoints.runImport, { params: schoolAdminParamsSchema, body: importBodySchema, answer: importResultSchema }, 201);

// ——— Audit ———

export const schoolAuditEvents = bindSchemas(administrationEndpoints.schoolAuditEvents, {
  params: schoolAdminParamsSchema,
  query: auditQuerySchema,
  answer: auditPageSchema,
});
export const clientAuditEvents = bindSchemas(administrationEndpoints.clientAuditEvents, {
  params: landParamsSchema,
  query: auditQuerySchema,
  answer: auditPageSchema,
});
