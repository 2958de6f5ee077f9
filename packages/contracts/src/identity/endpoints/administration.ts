// Endpoints of identity: administration (decision 225) – method and full path, declared once for the server's routes
// and the client's calls. One file per resource: the client's bundler cannot split a file, so a
// screen carries only the declarations of the resources it calls. No zod here (decision 007).
import type { Endpoint } from '../../shared/endpoint';

export const adminClients = { method: 'GET', path: '/api/identity/v1/clients' } as const satisfies Endpoint;
export const createClient = { method: 'POST', path: '/api/identity/v1/clients' } as const satisfies Endpoint;
export const keycloakExport = { method: 'GET', path: '/api/identity/v1/clients/:clientUuid/keycloak-export' } as const satisfies Endpoint;
export const landSchools = { method: 'GET', path: '/api/identity/v1/clients/:clientUuid/schools' } as const satisfies Endpoint;
export const createSchool = { method: 'POST', path: '/api/identity/v1/clients/:clientUuid/schools' } as const satisfies Endpoint;
export const landCoordinators = { method: 'GET', path: '/api/identity/v1/clients/:clientUuid/coordinators' } as const satisfies Endpoint;
export const createLandCoordinator = { method: 'POST', path: '/api/identity/v1/clients/:clientUuid/coordinators' } as const satisfies Endpoint;
export const schoolCoordinators = { method: 'GET', path: '/api/identity/v1/clients/:clientUuid/school-coordinators' } as const satisfies Endpoint;
export const createSchoolCoordinator = { method: 'POST', path: '/api/identity/v1/schools/:schoolUuid/coordinators' } as const satisfies Endpoint;
export const accounts = { method: 'GET', path: '/api/identity/v1/schools/:schoolUuid/accounts' } as const satisfies Endpoint;
export const createAccount = { method: 'POST', path: '/api/identity/v1/schools/:schoolUuid/accounts' } as const satisfies Endpoint;
export const updateAccount = { method: 'PATCH', path: '/api/identity/v1/schools/:schoolUuid/accounts/:userUuid' } as const satisfies Endpoint;
export const deactivateAccount = { method: 'POST', path: '/api/identity/v1/schools/:schoolUuid/accounts/:userUuid/deactivation' } as const satisfies Endpoint;
export const resetInitialPassword = { method: 'POST', path: '/api/identity/v1/schools/:schoolUuid/accounts/:userUuid/initial-password' } as const satisfies Endpoint;
export const revokeReactivationCode = { method: 'DELETE', path: '/api/identity/v1/schools/:schoolUuid/accounts/:userUuid/reactivation-code' } as const satisfies Endpoint;
export const reactivateAccount = { method: 'POST', path: '/api/identity/v1/schools/:schoolUuid/reactivations' } as const satisfies Endpoint;
export const issueTransferCode = { method: 'POST', path: '/api/identity/v1/schools/:schoolUuid/transfer-codes' } as const satisfies Endpoint;
export const classes = { method: 'GET', path: '/api/identity/v1/schools/:schoolUuid/classes' } as const satisfies Endpoint;
export const createClass = { method: 'POST', path: '/api/identity/v1/schools/:schoolUuid/classes' } as const satisfies Endpoint;
export const updateClass = { method: 'PATCH', path: '/api/identity/v1/schools/:schoolUuid/classes/:classUuid' } as const satisfies Endpoint;
export const deleteClass = { method: 'DELETE', path: '/api/identity/v1/schools/:schoolUuid/classes/:classUuid' } as const satisfies Endpoint;
export const assignTeacher = { method: 'PUT', path: '/api/identity/v1/schools/:schoolUuid/classes/:classUuid/teachers/:teacherUuid' } as const satisfies Endpoint;
export const unassignTeacher = { method: 'DELETE', path: '/api/identity/v1/schools/:schoolUuid/classes/:classUuid/teachers/:teacherUuid' } as const satisfies Endpoint;
export const previewImport = { method: 'POST', path: '/api/identity/v1/schools/:schoolUuid/account-imports/preview' } as const satisfies Endpoint;
export const runImport = { method: 'POST', path: '/api/identity/v1/schools/:schoolUuid/account-imports' } as const satisfies Endpoint;
export const schoolAuditEvents = { method: 'GET', path: '/api/identity/v1/schools/:schoolUuid/audit-events' } as const satisfies Endpoint;
export const clientAuditEvents = { method: 'GET', path: '/api/identity/v1/clients/:clientUuid/audit-events' } as const satisfies Endpoint;
