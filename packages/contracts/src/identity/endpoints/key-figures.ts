// Endpoints of identity: key-figures (decision 225) – method and full path, declared once for the server's routes
// and the client's calls. One file per resource: the client's bundler cannot split a file, so a
// screen carries only the declarations of the resources it calls. No zod here (decision 007).
import type { Endpoint } from '../../shared/endpoint';

export const keyFigures = { method: 'GET', path: '/api/identity/v1/key-figures' } as const satisfies Endpoint;
