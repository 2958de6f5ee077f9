// Endpoints of bo: statements (decision 225) – method and full path, declared once for the server's routes
// and the client's calls. One file per resource: the client's bundler cannot split a file, so a
// screen carries only the declarations of the resources it calls. No zod here (decision 007).
import type { Endpoint } from '../../shared/endpoint';

export const statements = { method: 'GET', path: '/api/bo/v1/statements' } as const satisfies Endpoint;
export const createStatement = { method: 'POST', path: '/api/bo/v1/statements' } as const satisfies Endpoint;
export const updateStatement = { method: 'PATCH', path: '/api/bo/v1/statements/:statementUuid' } as const satisfies Endpoint;
export const deleteStatement = { method: 'DELETE', path: '/api/bo/v1/statements/:statementUuid' } as const satisfies Endpoint;
