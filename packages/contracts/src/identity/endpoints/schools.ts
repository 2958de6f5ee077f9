// Endpoints of identity: schools (decision 225) – method and full path, declared once for the server's routes
// and the client's calls. One file per resource: the client's bundler cannot split a file, so a
// screen carries only the declarations of the resources it calls. No zod here (decision 007).
import type { Endpoint } from '../../shared/endpoint';

export const school = { method: 'GET', path: '/api/identity/v1/schools/:schoolUuid' } as const satisfies Endpoint;
export const updateSchool = { method: 'PATCH', path: '/api/identity/v1/schools/:schoolUuid' } as const satisfies Endpoint;
export const sekundarstufen = { method: 'GET', path: '/api/identity/v1/schools/sekundarstufen' } as const satisfies Endpoint;
export const schoolTypes = { method: 'GET', path: '/api/identity/v1/schooltypes' } as const satisfies Endpoint;
