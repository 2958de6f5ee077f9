// Endpoints of identity: own-account (decision 225) – method and full path, declared once for the server's routes
// and the client's calls. One file per resource: the client's bundler cannot split a file, so a
// screen carries only the declarations of the resources it calls. No zod here (decision 007).
import type { Endpoint } from '../../shared/endpoint';

export const changeOwnPassword = { method: 'PUT', path: '/api/identity/v1/users/me/password' } as const satisfies Endpoint;
export const generateReactivationCode = { method: 'PATCH', path: '/api/identity/v1/users/me/reactivation-code' } as const satisfies Endpoint;
export const transferToSchool = { method: 'POST', path: '/api/identity/v1/users/me/transfer' } as const satisfies Endpoint;
export const archive = { method: 'GET', path: '/api/identity/v1/archive' } as const satisfies Endpoint;
export const archiveLinks = { method: 'POST', path: '/api/identity/v1/archive/links' } as const satisfies Endpoint;
export const archiveDownload = { method: 'GET', path: '/api/identity/v1/archive/downloads/:nonce' } as const satisfies Endpoint;
