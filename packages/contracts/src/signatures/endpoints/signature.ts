// Endpoints of signatures: signature (decision 225) – method and full path, declared once for the server's routes
// and the client's calls. One file per resource: the client's bundler cannot split a file, so a
// screen carries only the declarations of the resources it calls. No zod here (decision 007).
import type { Endpoint } from '../../shared/endpoint';

export const principalDeadline = { method: 'GET', path: '/api/signatures/v1/signature/principal-deadline' } as const satisfies Endpoint;
export const myStatus = { method: 'GET', path: '/api/signatures/v1/signature/status/my' } as const satisfies Endpoint;
export const landOverview = { method: 'GET', path: '/api/signatures/v1/land/overview' } as const satisfies Endpoint;
export const setDeadline = { method: 'PUT', path: '/api/signatures/v1/land/flow' } as const satisfies Endpoint;
export const withdrawConfirmation = { method: 'POST', path: '/api/signatures/v1/land/schools/:schoolUuid/withdraw' } as const satisfies Endpoint;
