import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const environmentSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  STORAGE_URL: z.string().optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().default('berufswahl-web'),
  OIDC_REALM: z.string().default('berufswahl'),
  DEMO_SEED: booleanFlag.optional(),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_LOCKOUT_FAILURES: z.coerce.number().int().min(1).default(30),
  LOGIN_LOCKOUT_MAX_SECONDS: z.coerce.number().int().min(1).default(900),
});

export type AppConfig = {
  isProduction: boolean;
  port: number;
  host: string;
  /** The address users reach the app at, without a trailing slash. */
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  storageUrl: string | undefined;
  realm: string;
  oidcClientId: string;
  /** The issuer tokens must come from. */
  oidcIssuer: string;
  /** True when this process runs the embedded OpenID provider (no external OIDC_ISSUER). */
  isEmbeddedIdp: boolean;
  demoSeed: boolean;
  webDistDir: string;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (login lockout by address). */
  trustProxy: boolean;
  loginLockout: { failures: number; maxSeconds: number };
};

export class ConfigError extends Error {}

/** Reads the configuration from environment variables (ARCHITECTURE.md section 6). */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && env.DEMO_SEED === true) {
    throw new ConfigError('DEMO_SEED is refused when NODE_ENV=production: demo accounts have known passwords.');
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const embeddedIssuer = `${publicUrl}/realms/${env.OIDC_REALM}`;
  return {
    isProduction,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    storageUrl: env.STORAGE_URL,
    realm: env.OIDC_REALM,
    oidcClientId: env.OIDC_CLIENT_ID,
    oidcIssuer: (env.OIDC_ISSUER ?? embeddedIssuer).replace(/\/+$/, ''),
    isEmbeddedIdp: env.OIDC_ISSUER === undefined,
    demoSeed: env.DEMO_SEED ?? !isProduction,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? new URL('../../../web/dist', import.meta.url).pathname),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY ?? false,
    loginLockout: { failures: env.LOGIN_LOCKOUT_FAILURES, maxSeconds: env.LOGIN_LOCKOUT_MAX_SECONDS },
  };
}
