// Endpoints of identity: me (decision 225) – method and full path, declared once for the server's routes
// and the client's calls. One file per resource: the client's bundler cannot split a file, so a
// screen carries only the declarations of the resources it calls. No zod here (decision 007).
import type { Endpoint } from '../../shared/endpoint';

export const me = { method: 'GET', path: '/api/identity/v1/users/me' } as const satisfies Endpoint;
export const setContrastMode = { method: 'PATCH', path: '/api/identity/v1/users/me/contrast-mode' } as const satisfies Endpoint;
export const setSimpleLanguage = { method: 'PATCH', path: '/api/identity/v1/users/me/simple-language' } as const satisfies Endpoint;
export const setTheme = { method: 'PATCH', path: '/api/identity/v1/users/me/theme' } as const satisfies Endpoint;
export const setOnboarding = { method: 'PATCH', path: '/api/identity/v1/users/me/onboarding' } as const satisfies Endpoint;
export const setTrackingConsent = { method: 'PATCH', path: '/api/identity/v1/users/me/tracking-consent' } as const satisfies Endpoint;
export const switchActiveGroup = { method: 'PATCH', path: '/api/identity/v1/users/me/active-group/:role' } as const satisfies Endpoint;
export const acceptTerms = { method: 'PATCH', path: '/api/identity/v1/users/me/term-condition' } as const satisfies Endpoint;
