// Endpoints of bo: reflections (decision 225) – method and full path, declared once for the server's routes
// and the client's calls. One file per resource: the client's bundler cannot split a file, so a
// screen carries only the declarations of the resources it calls. No zod here (decision 007).
import type { Endpoint } from '../../shared/endpoint';

export const reflections = { method: 'GET', path: '/api/bo/v1/reflections' } as const satisfies Endpoint;
export const reflectionsTrash = { method: 'GET', path: '/api/bo/v1/reflections/trash' } as const satisfies Endpoint;
export const trashReflection = { method: 'DELETE', path: '/api/bo/v1/reflections/:answerUuid' } as const satisfies Endpoint;
export const restoreReflection = { method: 'POST', path: '/api/bo/v1/reflections/trash/:answerUuid/restore' } as const satisfies Endpoint;
export const deleteReflection = { method: 'DELETE', path: '/api/bo/v1/reflections/trash/:answerUuid' } as const satisfies Endpoint;
