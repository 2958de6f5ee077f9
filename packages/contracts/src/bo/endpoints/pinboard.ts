// Endpoints of bo: pinboard (decision 225) – method and full path, declared once for the server's routes
// and the client's calls. One file per resource: the client's bundler cannot split a file, so a
// screen carries only the declarations of the resources it calls. No zod here (decision 007).
import type { Endpoint } from '../../shared/endpoint';

export const myPinboard = { method: 'GET', path: '/api/bo/v1/pinboard/my' } as const satisfies Endpoint;
export const pinCandidates = { method: 'GET', path: '/api/bo/v1/pinboard/my/candidates' } as const satisfies Endpoint;
export const pinItem = { method: 'POST', path: '/api/bo/v1/pinboard/my/entries' } as const satisfies Endpoint;
export const unpinEntry = { method: 'DELETE', path: '/api/bo/v1/pinboard/my/entries/:entryUuid' } as const satisfies Endpoint;
export const pinboardClasses = { method: 'GET', path: '/api/bo/v1/pinboard/classes' } as const satisfies Endpoint;
export const classPinboard = { method: 'GET', path: '/api/bo/v1/pinboard/classes/:classUuid' } as const satisfies Endpoint;
export const giveFeedback = { method: 'POST', path: '/api/bo/v1/pinboard/classes/:classUuid/entries/:entryUuid/feedback' } as const satisfies Endpoint;
export const editFeedback = { method: 'PATCH', path: '/api/bo/v1/pinboard/classes/:classUuid/entries/:entryUuid/feedback/:feedbackUuid' } as const satisfies Endpoint;
export const deleteFeedback = { method: 'DELETE', path: '/api/bo/v1/pinboard/classes/:classUuid/entries/:entryUuid/feedback/:feedbackUuid' } as const satisfies Endpoint;
