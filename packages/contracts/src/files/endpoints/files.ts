// Endpoints of files: files (decision 225) – method and full path, declared once for the server's routes
// and the client's calls. One file per resource: the client's bundler cannot split a file, so a
// screen carries only the declarations of the resources it calls. No zod here (decision 007).
import type { Endpoint } from '../../shared/endpoint';

export const myStorage = { method: 'GET', path: '/api/files/v1/me/storage' } as const satisfies Endpoint;
export const setStudentStorage = { method: 'PUT', path: '/api/files/v1/schools/:schoolUuid/students/:userUuid/storage' } as const satisfies Endpoint;
export const myFiles = { method: 'GET', path: '/api/files/v1/me/files' } as const satisfies Endpoint;
export const uploadFile = { method: 'POST', path: '/api/files/v1/me/files' } as const satisfies Endpoint;
export const trashFile = { method: 'POST', path: '/api/files/v1/me/files/:fileUuid/trash' } as const satisfies Endpoint;
export const restoreFile = { method: 'POST', path: '/api/files/v1/me/files/:fileUuid/restore' } as const satisfies Endpoint;
export const deleteFile = { method: 'DELETE', path: '/api/files/v1/me/files/:fileUuid' } as const satisfies Endpoint;
export const emptyTrash = { method: 'DELETE', path: '/api/files/v1/me/trash' } as const satisfies Endpoint;
export const download = { method: 'GET', path: '/api/files/v1/downloads/:fileUuid' } as const satisfies Endpoint;
