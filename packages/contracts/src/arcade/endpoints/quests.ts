// Endpoints of arcade: quests (decision 225) – method and full path, declared once for the server's routes
// and the client's calls. One file per resource: the client's bundler cannot split a file, so a
// screen carries only the declarations of the resources it calls. No zod here (decision 007).
import type { Endpoint } from '../../shared/endpoint';

export const quests = { method: 'GET', path: '/api/arcade/v1/quests' } as const satisfies Endpoint;
export const startQuest = { method: 'POST', path: '/api/arcade/v1/quests' } as const satisfies Endpoint;
export const updateQuest = { method: 'PUT', path: '/api/arcade/v1/quests/:id' } as const satisfies Endpoint;
export const joinQuest = { method: 'POST', path: '/api/arcade/v1/quests/:id/participations' } as const satisfies Endpoint;
