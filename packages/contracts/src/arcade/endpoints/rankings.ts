// Endpoints of arcade: rankings (decision 225) – method and full path, declared once for the server's routes
// and the client's calls. One file per resource: the client's bundler cannot split a file, so a
// screen carries only the declarations of the resources it calls. No zod here (decision 007).
import type { Endpoint } from '../../shared/endpoint';

export const rankings = { method: 'GET', path: '/api/arcade/v1/rankings' } as const satisfies Endpoint;
export const settings = { method: 'GET', path: '/api/arcade/v1/settings' } as const satisfies Endpoint;
export const saveSettings = { method: 'PUT', path: '/api/arcade/v1/settings' } as const satisfies Endpoint;
