import { z } from 'zod';

/** `/config/keycloak.json`, in the shape keycloak-js reads. */
export const keycloakConfigSchema = z.object({
  realm: z.string(),
  'auth-server-url': z.string(),
  resource: z.string(),
});
export type KeycloakConfig = z.infer<typeof keycloakConfigSchema>;

/**
 * `/config/matomo.json`; analytics stay off unless an operator configures them (decision 186).
 * `client_uuids`: the Länder whose users are asked for consent; the tracker loads only after a yes.
 */
export const matomoConfigSchema = z.object({
  enabled: z.boolean(),
  url: z.string().nullable(),
  site_id: z.string().nullable(),
  client_uuids: z.array(z.string()),
});
export type MatomoConfig = z.infer<typeof matomoConfigSchema>;

/**
 * `/config/account.json`: where a person changes their password – in the app (embedded provider)
 * or in the external provider's account console at `account_url` (decision 133).
 */
export const accountConfigSchema = z.object({
  password_change: z.enum(['app', 'provider']),
  account_url: z.string().nullable(),
});
export type AccountConfig = z.infer<typeof accountConfigSchema>;

/**
 * `/config/links.json`: origins besides the app's own that links may lead to without the
 * external-link confirmation – the configured file storage (STORAGE_URL), none with the folder
 * driver (issue 14).
 */
export const linksConfigSchema = z.object({
  internal_origins: z.array(z.string()),
});
export type LinksConfig = z.infer<typeof linksConfigSchema>;

/**
 * `/config/operator.json`: the funder the menu shows (name, its site, the logo on the app's own
 * origin), null without one, and whether the instance runs on the demo operator values
 * (decision 233).
 */
export const operatorConfigSchema = z.object({
  demo: z.boolean(),
  funder: z
    .object({
      name: z.string(),
      url: z.string().nullable(),
      logo_url: z.string(),
    })
    .nullable(),
});
export type OperatorPublicConfig = z.infer<typeof operatorConfigSchema>;
