// Endpoints of bo: stories (decision 225) – method and full path, declared once for the server's routes
// and the client's calls. One file per resource: the client's bundler cannot split a file, so a
// screen carries only the declarations of the resources it calls. No zod here (decision 007).
import type { Endpoint } from '../../shared/endpoint';

export const stories = { method: 'GET', path: '/api/bo/v1/artefacts/stories' } as const satisfies Endpoint;
export const createStory = { method: 'POST', path: '/api/bo/v1/artefacts/story' } as const satisfies Endpoint;
export const story = { method: 'GET', path: '/api/bo/v1/artefacts/stories/:storyUuid' } as const satisfies Endpoint;
export const updateStory = { method: 'PATCH', path: '/api/bo/v1/artefacts/stories/:storyUuid' } as const satisfies Endpoint;
export const trashStory = { method: 'DELETE', path: '/api/bo/v1/artefacts/stories/:storyUuid' } as const satisfies Endpoint;
export const restoreStory = { method: 'POST', path: '/api/bo/v1/artefacts/stories/:storyUuid/restore' } as const satisfies Endpoint;
export const deleteStory = { method: 'DELETE', path: '/api/bo/v1/artefacts/stories/:storyUuid/forever' } as const satisfies Endpoint;
