// Endpoints of identity: me (decisions 225, 227) – method, full path and, as types, what each takes
// and answers, declared once for the server's routes and the client's calls. One file per resource:
// the client's bundler cannot split a file, so a screen carries only the declarations of the
// resources it calls. Types only from the schemas' files: no zod at run time – `me` is loaded
// before the first screen (decision 007).
import type { ContrastModeBody, Me, OnboardingBody, SimpleLanguageBody, ThemeBody, TrackingConsentBody } from '../users';
import { endpoint } from '../../shared/endpoint';

export const me = endpoint<{ answer: Me }>()('GET', '/api/identity/v1/users/me');
export const setContrastMode = endpoint<{ body: ContrastModeBody; answer: Me }>()('PATCH', '/api/identity/v1/users/me/contrast-mode');
export const setSimpleLanguage = endpoint<{ body: SimpleLanguageBody; answer: Me }>()('PATCH', '/api/identity/v1/users/me/simple-language');
export const setTheme = endpoint<{ body: ThemeBody; answer: Me }>()('PATCH', '/api/identity/v1/users/me/theme');
export const setOnboarding = endpoint<{ body: OnboardingBody; answer: Me }>()('PATCH', '/api/identity/v1/users/me/onboarding');
export const setTrackingConsent = endpoint<{ body: TrackingConsentBody; answer: Me }>()(
  'PATCH',
  '/api/identity/v1/users/me/tracking-consent',
);
export const switchActiveGroup = endpoint<{ answer: Me }>()('PATCH', '/api/identity/v1/users/me/active-group/:role');
export const acceptTerms = endpoint<{ answer: Me }>()('PATCH', '/api/identity/v1/users/me/term-condition');
