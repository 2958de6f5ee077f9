// Endpoints of identity: administration (decisions 225, 227) – method, full path and, as types, what
// each takes and answers, declared once for the server's routes and the client's calls. One file per
// resource: the client's bundler cannot split a file, so a screen carries only the declarations of
// the resources it calls. Types only from the schemas' files: no zod at run time (decision 007).
import type {
  AccountUpdateBody,
  AdminAccount,
  AdminClass,
  AdminClient,
  AdminSchool,
  AuditPage,
  ClassBody,
  Coordinator,
  CreatedAccount,
  Credentials,
  DeletedClass,
  ImportBody,
  ImportPreview,
  ImportResult,
  KeycloakExport,
  NewAccountBody,
  NewClientBody,
  NewCoordinatorBody,
  NewSchoolBody,
  ReactivationBody,
} from '../administration';
import type { TransferCode } from '../transfer';
import { endpoint } from '../../shared/endpoint';

export const adminClients = endpoint<{ answer: AdminClient[] }>()('GET', '/api/identity/v1/clients');
export const createClient = endpoint<{ body: NewClientBody; answer: AdminClient }>()('POST', '/api/identity/v1/clients');
export const keycloakExport = endpoint<{ answer: KeycloakExport }>()('GET', '/api/identity/v1/clients/:clientUuid/keycloak-export');
export const landSchools = endpoint<{ answer: AdminSchool[] }>()('GET', '/api/identity/v1/clients/:clientUuid/schools');
export const createSchool = endpoint<{ body: NewSchoolBody; answer: AdminSchool }>()('POST', '/api/identity/v1/clients/:clientUuid/schools');
export const landCoordinators = endpoint<{ answer: Coordinator[] }>()('GET', '/api/identity/v1/clients/:clientUuid/coordinators');
export const createLandCoordinator = endpoint<{ body: NewCoordinatorBody; answer: CreatedAccount }>()(
  'POST',
  '/api/identity/v1/clients/:clientUuid/coordinators',
);
export const schoolCoordinators = endpoint<{ answer: Coordinator[] }>()('GET', '/api/identity/v1/clients/:clientUuid/school-coordinators');
export const createSchoolCoordinator = endpoint<{ body: NewCoordinatorBody; answer: CreatedAccount }>()(
  'POST',
  '/api/identity/v1/schools/:schoolUuid/coordinators',
);
export const accounts = endpoint<{ answer: AdminAccount[] }>()('GET', '/api/identity/v1/schools/:schoolUuid/accounts');
export const createAccount = endpoint<{ body: NewAccountBody; answer: CreatedAccount }>()('POST', '/api/identity/v1/schools/:schoolUuid/accounts');
export const updateAccount = endpoint<{ body: AccountUpdateBody; answer: AdminAccount }>()(
  'PATCH',
  '/api/identity/v1/schools/:schoolUuid/accounts/:userUuid',
);
export const deactivateAccount = endpoint<{ answer: AdminAccount }>()('POST', '/api/identity/v1/schools/:schoolUuid/accounts/:userUuid/deactivation');
export const resetInitialPassword = endpoint<{ answer: Credentials }>()('POST', '/api/identity/v1/schools/:schoolUuid/accounts/:userUuid/initial-password');
export const revokeReactivationCode = endpoint<{ answer: AdminAccount }>()(
  'DELETE',
  '/api/identity/v1/schools/:schoolUuid/accounts/:userUuid/reactivation-code',
);
export const reactivateAccount = endpoint<{ body: ReactivationBody; answer: AdminAccount }>()('POST', '/api/identity/v1/schools/:schoolUuid/reactivations');
export const issueTransferCode = endpoint<{ answer: TransferCode }>()('POST', '/api/identity/v1/schools/:schoolUuid/transfer-codes');
export const classes = endpoint<{ answer: AdminClass[] }>()('GET', '/api/identity/v1/schools/:schoolUuid/classes');
export const createClass = endpoint<{ body: ClassBody; answer: AdminClass }>()('POST', '/api/identity/v1/schools/:schoolUuid/classes');
export const updateClass = endpoint<{ body: ClassBody; answer: AdminClass }>()('PATCH', '/api/identity/v1/schools/:schoolUuid/classes/:classUuid');
export const deleteClass = endpoint<{ answer: DeletedClass }>()('DELETE', '/api/identity/v1/schools/:schoolUuid/classes/:classUuid');
export const assignTeacher = endpoint<{ answer: AdminClass }>()('PUT', '/api/identity/v1/schools/:schoolUuid/classes/:classUuid/teachers/:teacherUuid');
export const unassignTeacher = endpoint<{ answer: AdminClass }>()(
  'DELETE',
  '/api/identity/v1/schools/:schoolUuid/classes/:classUuid/teachers/:teacherUuid',
);
export const previewImport = endpoint<{ body: ImportBody; answer: ImportPreview }>()('POST', '/api/identity/v1/schools/:schoolUuid/account-imports/preview');
export const runImport = endpoint<{ body: ImportBody; answer: ImportResult }>()('POST', '/api/identity/v1/schools/:schoolUuid/account-imports');
// `page` counts from 0; the server reads 0 when it is left out.
export const schoolAuditEvents = endpoint<{ query: { page?: number }; answer: AuditPage }>()('GET', '/api/identity/v1/schools/:schoolUuid/audit-events');
export const clientAuditEvents = endpoint<{ query: { page?: number }; answer: AuditPage }>()('GET', '/api/identity/v1/clients/:clientUuid/audit-events');
