// Endpoints of bo: mein-weg (decision 225) – method and full path, declared once for the server's routes
// and the client's calls. One file per resource: the client's bundler cannot split a file, so a
// screen carries only the declarations of the resources it calls. No zod here (decision 007).
import type { Endpoint } from '../../shared/endpoint';

export const myCareerOrientation = { method: 'GET', path: '/api/bo/v1/career-orientations/my' } as const satisfies Endpoint;
export const myStations = { method: 'GET', path: '/api/bo/v1/career-orientations/my/stations' } as const satisfies Endpoint;
export const task = { method: 'GET', path: '/api/bo/v1/tasks/:taskUuid' } as const satisfies Endpoint;
export const saveAnswer = { method: 'PUT', path: '/api/bo/v1/tasks/:taskUuid/answer' } as const satisfies Endpoint;
export const uploadAnswerFile = { method: 'POST', path: '/api/bo/v1/tasks/:taskUuid/answer/file' } as const satisfies Endpoint;
