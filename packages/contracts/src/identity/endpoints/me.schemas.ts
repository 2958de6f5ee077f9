// The run-time schemas of identity's me endpoints (decision 227), for the server only.
import {
  activeGroupParamsSchema,
  contrastModeBodySchema,
  meSchema,
  onboardingBodySchema,
  simpleLanguageBodySchema,
  themeBodySchema,
  trackingConsentBodySchema,
} from '../users';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as meEndpoints from './me';

export const me = bindSchemas(meEndpoints.me, { answer: meSchema });
export const setContrastMode = bindSchemas(meEndpoints.setContrastMode, { body: contrastModeBodySchema, answer: meSchema });
export const setSimpleLanguage = bindSchemas(meEndpoints.setSimpleLanguage, { body: simpleLanguageBodySchema, answer: meSchema });
export const setTheme = bindSchemas(meEndpoints.setTheme, { body: themeBodySchema, answer: meSchema });
export const setOnboarding = bindSchemas(meEndpoints.setOnboarding, { body: onboardingBodySchema, answer: meSchema });
export const setTrackingConsent = bindSchemas(meEndpoints.setTrackingConsent, { body: trackingConsentBodySchema, answer: meSchema });
export const switchActiveGroup = bindSchemas(meEndpoints.switchActiveGroup, { params: activeGroupParamsSchema, answer: meSchema });
export const acceptTerms = bindSchemas(meEndpoints.acceptTerms, { answer: meSchema });
