import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { loadOperatorConfig, OperatorConfigError, type OperatorConfig } from './operator-config';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/** A limit as `<requests>/<seconds>`, e.g. `30/1800`. */
const rateLimitSetting = z
  .string()
  .regex(/^\d+\/\d+$/, 'expected <requests>/<seconds>, e.g. 30/1800')
  .transform((value) => {
    const [max = '0', seconds = '0'] = value.split('/');
    return { max: Number(max), windowSeconds: Number(seconds) };
  })
  .refine((limit) => limit.max >= 1 && limit.windowSeconds >= 1, 'requests and seconds must be at least 1');

/**
 * The named request limits routes attach with `config: { rateLimit: '<name>' }` (per signed-in
 * user, per address for public routes), counted in the database so they hold across processes.
 */
export const RATE_LIMIT_DEFAULTS = {
  /** File uploads: 30 per 30 minutes. */
  uploads: { max: 30, windowSeconds: 30 * 60 },
  /** Support tickets: 10 per hour. */
  tickets: { max: 10, windowSeconds: 60 * 60 },
  /** Code entry on the landing page: 10 tries per 15 minutes. */
  code: { max: 10, windowSeconds: 15 * 60 },
  /** Data export: one per day. */
  export: { max: 1, windowSeconds: 24 * 60 * 60 },
  /** The public feedback page behind a supervisor's or parent's link, per address: 30 per 10 minutes. */
  feedback: { max: 30, windowSeconds: 10 * 60 },
  /**
   * The calendar feeds behind their secret URLs, per address: 600 per 10 minutes. Generous, because
   * Google and Microsoft fetch every subscriber's feed from a few shared addresses (decision 238).
   */
  calendar: { max: 600, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimit>;

export type RateLimit = { max: number; windowSeconds: number };

/**
 * Successful sign-ins of one account at the embedded login: 10 per minute. A person signs in a few
 * times a day; only a script loops – and with its own correct password it took the password checks
 * everyone else needed (issue 14, decision 200).
 */
export const LOGIN_SUCCESS_LIMIT_DEFAULT: RateLimit = { max: 10, windowSeconds: 60 };
export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;
export const RATE_LIMIT_NAMES = Object.keys(RATE_LIMIT_DEFAULTS) as RateLimitName[];

/**
 * Where the deletion job waits under TEST_DELETION_PAUSE_FILE (decision 169): inside an account's
 * transaction after its rows were deleted, or after the commit before the stored objects are removed.
 */
export const DELETION_PAUSE_POINTS = ['before-commit', 'before-object-removal'] as const;
export type DeletionPausePoint = (typeof DELETION_PAUSE_POINTS)[number];

const environmentSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATABASE_PREPARED_STATEMENTS: booleanFlag.default(true),
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
  LOGIN_CONCURRENT_CHECKS: z.coerce.number().int().min(1).optional(),
  LOGIN_QUEUE_LENGTH: z.coerce.number().int().min(0).optional(),
  LOGIN_QUEUE_WAIT_MS: z.coerce.number().int().min(0).default(150),
  LOGIN_SUCCESS_LIMIT: rateLimitSetting.optional(),
  RATE_LIMIT_UPLOADS: rateLimitSetting.optional(),
  RATE_LIMIT_TICKETS: rateLimitSetting.optional(),
  RATE_LIMIT_CODE: rateLimitSetting.optional(),
  RATE_LIMIT_EXPORT: rateLimitSetting.optional(),
  RATE_LIMIT_FEEDBACK: rateLimitSetting.optional(),
  RATE_LIMIT_CALENDAR: rateLimitSetting.optional(),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(25),
  UPLOAD_STALL_SECONDS: z.coerce.number().int().min(1).default(60),
  MAIL_FROM: z.string().min(3).optional(),
  MAIL_DIR: z.string().optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
  OPERATOR_CONFIG_FILE: z.string().min(1).optional(),
  MATOMO_URL: z.url().optional(),
  MATOMO_SITE_ID: z.string().regex(/^\d+$/, 'MATOMO_SITE_ID must be a number').optional(),
  MATOMO_CLIENTS: z.string().optional(),
  TEST_UPLOAD_PAUSE_FILE: z.string().min(1).optional(),
  TEST_DELETION_PAUSE_FILE: z.string().min(1).optional(),
  TEST_DELETION_PAUSE_POINT: z.enum(DELETION_PAUSE_POINTS).default('before-commit'),
  TEST_RUN_JOBS_AT_START: z.string().optional(),
});

export type AppConfig = {
  isProduction: boolean;
  port: number;
  host: string;
  /** The address users reach the app at, without a trailing slash. */
  publicUrl: string;
  databaseUrl: string | undefined;
  /** Prepare repeated statements once per connection (decision 132); off behind a pooler that cannot. */
  databasePreparedStatements: boolean;
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
  /** Bounded admission of password checks at sign-in (decision 130). */
  loginAdmission: { concurrency: number; maxQueue: number; maxWaitMs: number };
  /** Successful sign-ins per account and window at the embedded login; more are refused (decision 200). */
  loginSuccessLimit: RateLimit;
  /** Request limits by name (see RATE_LIMIT_DEFAULTS). */
  rateLimits: Record<RateLimitName, RateLimit>;
  /** How long a SIGTERM waits for in-flight requests before the process exits anyway. */
  shutdownTimeoutSeconds: number;
  /**
   * An upload whose body brings no byte for this long is broken off: temporary file removed,
   * nothing counted (decision 167); so is any other request body, before its handler runs
   * (decision 170). Only silence counts – a slow body that keeps moving is never cut.
   */
  uploadStallSeconds: number;
  /**
   * Usage statistics (decision 186): the Matomo instance (URL ending in `/`), its site id and the
   * Länder (client uuids) whose users are asked for consent; null when not configured (the default).
   */
  matomo: { url: string; siteId: string; clientUuids: string[] } | null;
  /**
   * Who runs the instance (decision 233): the details of the imprint, privacy notice and
   * accessibility statement and the funder of the menu, from OPERATOR_CONFIG_FILE; the demo values
   * (marked on the pages) without it, which production refuses.
   */
  operator: OperatorConfig;
  /** Outgoing mail (platform/mail): the sender, and the folder of the file transport (null: `$DATA_DIR/mail`). */
  mail: { from: string; dir: string | null; smtpUrl: string | null };
  /**
   * Fault tests only (refused in production): every upload waits after its object is stored and
   * before its row commits until this file exists (files.fault.test.ts, decision 165).
   */
  testUploadPauseFile: string | null;
  /**
   * Fault tests only (refused in production): the deletion job waits at this point until this file
   * exists, so a test can kill the process there (account-deletion.kill.test.ts, decision 169).
   */
  testDeletionPause: { file: string; point: DeletionPausePoint } | null;
  /**
   * Fault tests only (refused in production): recurring jobs run once, in this order, before the
   * server listens – so `/ready` means they are done (decision 169).
   */
  testRunJobsAtStart: string[];
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
  if (isProduction && env.TEST_UPLOAD_PAUSE_FILE) {
    throw new ConfigError('TEST_UPLOAD_PAUSE_FILE is refused when NODE_ENV=production: it holds every upload before its commit.');
  }
  if (isProduction && env.TEST_DELETION_PAUSE_FILE) {
    throw new ConfigError('TEST_DELETION_PAUSE_FILE is refused when NODE_ENV=production: it holds the deletion job in the middle of deleting an account.');
  }
  if (isProduction && env.TEST_RUN_JOBS_AT_START) {
    throw new ConfigError('TEST_RUN_JOBS_AT_START is refused when NODE_ENV=production: it runs jobs outside the job queue, once per process.');
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  if (isProduction && !isSecureOrLocal(publicUrl)) {
    throw new ConfigError('PUBLIC_URL must use https when NODE_ENV=production (cookies are Secure, HSTS is sent).');
  }
  const matomo = matomoOf(env, isProduction);
  if (isProduction && env.OPERATOR_CONFIG_FILE === undefined) {
    throw new ConfigError(
      'OPERATOR_CONFIG_FILE is required when NODE_ENV=production: without it the imprint, privacy notice and accessibility statement show the demo operator (docs/configuration.md, decision 233).',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  let operator: OperatorConfig;
  try {
    operator = loadOperatorConfig(env.OPERATOR_CONFIG_FILE, dataDir);
  } catch (error) {
    if (error instanceof OperatorConfigError) throw new ConfigError(error.message);
    throw error;
  }
  const embeddedIssuer = `${publicUrl}/realms/${env.OIDC_REALM}`;
  return {
    isProduction,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    databaseUrl: env.DATABASE_URL,
    databasePreparedStatements: env.DATABASE_PREPARED_STATEMENTS,
    dataDir,
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
    loginAdmission: loginAdmissionOf(env),
    loginSuccessLimit: env.LOGIN_SUCCESS_LIMIT ?? LOGIN_SUCCESS_LIMIT_DEFAULT,
    rateLimits: {
      uploads: env.RATE_LIMIT_UPLOADS ?? RATE_LIMIT_DEFAULTS.uploads,
      tickets: env.RATE_LIMIT_TICKETS ?? RATE_LIMIT_DEFAULTS.tickets,
      code: env.RATE_LIMIT_CODE ?? RATE_LIMIT_DEFAULTS.code,
      export: env.RATE_LIMIT_EXPORT ?? RATE_LIMIT_DEFAULTS.export,
      feedback: env.RATE_LIMIT_FEEDBACK ?? RATE_LIMIT_DEFAULTS.feedback,
      calendar: env.RATE_LIMIT_CALENDAR ?? RATE_LIMIT_DEFAULTS.calendar,
    },
    shutdownTimeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS,
    uploadStallSeconds: env.UPLOAD_STALL_SECONDS,
    matomo,
    operator,
    mail: {
      from: env.MAIL_FROM ?? `Berufswahl <noreply@${new URL(publicUrl).hostname}>`,
      dir: env.MAIL_DIR ? path.resolve(env.MAIL_DIR) : null,
      smtpUrl: env.SMTP_URL ?? null,
    },
    testUploadPauseFile: env.TEST_UPLOAD_PAUSE_FILE ? path.resolve(env.TEST_UPLOAD_PAUSE_FILE) : null,
    testDeletionPause: env.TEST_DELETION_PAUSE_FILE ? { file: path.resolve(env.TEST_DELETION_PAUSE_FILE), point: env.TEST_DELETION_PAUSE_POINT } : null,
    testRunJobsAtStart: (env.TEST_RUN_JOBS_AT_START ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name.length > 0),
  };
}

/** Matomo needs its URL, site id and at least one Land; anything less is a mistake, not "off". */
function matomoOf(env: z.infer<typeof environmentSchema>, isProduction: boolean): AppConfig['matomo'] {
  const clientUuids = (env.MATOMO_CLIENTS ?? '')
    .split(',')
    .map((uuid) => uuid.trim())
    .filter((uuid) => uuid.length > 0);
  if (env.MATOMO_URL === undefined && env.MATOMO_SITE_ID === undefined && clientUuids.length === 0) return null;
  if (env.MATOMO_URL === undefined || env.MATOMO_SITE_ID === undefined || clientUuids.length === 0) {
    throw new ConfigError('Matomo needs MATOMO_URL, MATOMO_SITE_ID and MATOMO_CLIENTS (the Länder it is on for) together.');
  }
  if (isProduction && !isSecureOrLocal(env.MATOMO_URL)) throw new ConfigError('MATOMO_URL must use https when NODE_ENV=production.');
  return { url: env.MATOMO_URL.endsWith('/') ? env.MATOMO_URL : `${env.MATOMO_URL}/`, siteId: env.MATOMO_SITE_ID, clientUuids };
}

/** https, or plain http on the machine itself (a local production smoke test). */
function isSecureOrLocal(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
}

/**
 * One password check per core (at most libuv's 4 pool threads), one waiting per running check, none
 * waiting longer than 150 ms: an admitted sign-in finishes within about half a second (decisions 130,
 * 131 – a longer queue only added its wait to every admitted sign-in at the spike).
 */
function loginAdmissionOf(env: z.infer<typeof environmentSchema>): AppConfig['loginAdmission'] {
  const concurrency = env.LOGIN_CONCURRENT_CHECKS ?? Math.max(1, Math.min(4, availableParallelism()));
  return { concurrency, maxQueue: env.LOGIN_QUEUE_LENGTH ?? concurrency, maxWaitMs: env.LOGIN_QUEUE_WAIT_MS };
}
