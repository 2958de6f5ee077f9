import { z } from 'zod';

/** `/config/keycloak.json`, in the shape keycloak-js reads. */
export const keycloakConfigSchema = z.object({
  realm: z.string(),
  'auth-server-url': z.string(),
  resource: z.string(),
});
export type KeycloakConfig = z.infer<typeof keycloakConfigSchema>;

/** `/config/matomo.json`; analytics stay off unless an operator configures them. */
export const matomoConfigSchema = z.object({
  enabled: z.boolean(),
  url: z.string().nullable(),
  site_id: z.string().nullable(),
});
