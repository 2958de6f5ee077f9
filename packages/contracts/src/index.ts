export * from './shared/error-codes';
export * from './shared/errors';
export * from './shared/validation';
export * from './shared/limits';
export * from './shared/runtime-config';
export * from './identity/roles';
export * from './identity/user-rules';
export * from './identity/users';
export * from './identity/clients';
export * from './identity/schools';
export * from './signatures/flow';
export * from './navigation/navigation';
export * from './cms/pages';
export * from './cms/explanations';
export * from './cms/onboardings';
export * from './messaging/support-tickets';
export * from './messaging/notifications';
export * from './messaging/external-links';

// zod's own messages (wrong type, unknown value …) in German, for client and server alike.
import { z } from 'zod';
z.config(z.locales.de());
