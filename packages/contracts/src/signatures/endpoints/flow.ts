// Endpoints of signatures: flow (decision 225) – method and full path, declared once for the server's routes
// and the client's calls. One file per resource: the client's bundler cannot split a file, so a
// screen carries only the declarations of the resources it calls. No zod here (decision 007).
import type { Endpoint } from '../../shared/endpoint';

export const nextFlowUuid = { method: 'GET', path: '/api/signatures/v1/flow/next-uuid' } as const satisfies Endpoint;
export const flow = { method: 'GET', path: '/api/signatures/v1/flow/:flowUuid' } as const satisfies Endpoint;
export const confirmFlow = { method: 'POST', path: '/api/signatures/v1/flow/:flowUuid/confirm' } as const satisfies Endpoint;
export const snoozeFlow = { method: 'POST', path: '/api/signatures/v1/flow/:flowUuid/snooze' } as const satisfies Endpoint;
