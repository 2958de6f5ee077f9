import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A client is a Land (state) that runs the app for its schools. */
export const clients = pgTable('clients', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  subline: text('subline').notNull().default(''),
  banner: text('banner'),
  boxProvider: text('box_provider'),
  redmineMailBox: text('redmine_mail_box'),
  email: text('email'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const schoolTypes = pgTable('school_types', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
});

export const schools = pgTable(
  'schools',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    /** The numeric school id the spec shows next to the uuid. */
    id: serial('id').notNull().unique(),
    clientUuid: uuid('client_uuid')
      .notNull()
      .references(() => clients.uuid),
    schoolTypeUuid: uuid('school_type_uuid').references(() => schoolTypes.uuid),
    name: text('name').notNull(),
    postcode: text('postcode').notNull().default(''),
    city: text('city').notNull().default(''),
    hasSekundarstufe2: boolean('has_sekundarstufe2').notNull().default(false),
    dataProtectionOfficerEmail: text('data_protection_officer_email'),
    dataProtectionOfficerFirstName: text('data_protection_officer_first_name'),
    dataProtectionOfficerLastName: text('data_protection_officer_last_name'),
    dataProtectionOfficerPhone: text('data_protection_officer_phone'),
    principalEmail: text('principal_email'),
    principalFirstName: text('principal_first_name'),
    principalLastName: text('principal_last_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('schools_client_idx').on(table.clientUuid)],
);

/** A learning group: a class or year level of a school ("8a" is grade 8, addition "a"). */
export const classes = pgTable(
  'classes',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    schoolUuid: uuid('school_uuid')
      .notNull()
      .references(() => schools.uuid),
    grade: integer('grade').notNull(),
    addition: text('addition').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('classes_school_grade_addition_idx').on(table.schoolUuid, table.grade, table.addition)],
);

export const users = pgTable(
  'users',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    /** The identity provider's `sub`; equals `uuid` for the embedded provider. */
    idpSubject: text('idp_subject').notNull().unique(),
    username: text('username').notNull().unique(),
    /** scrypt hash; null for accounts that sign in only through an external provider. */
    passwordHash: text('password_hash'),
    /**
     * Set when a coordinator issued an initial password (created, imported, reset): the embedded
     * provider asks for an own password at the next sign-in (decision 107).
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    clientUuid: uuid('client_uuid')
      .notNull()
      .references(() => clients.uuid),
    /** Null for state, federal and technical admins, who belong to no school. */
    schoolUuid: uuid('school_uuid').references(() => schools.uuid),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    email: text('email'),
    avatarUrl: text('avatar_url'),
    roles: text('roles').array().notNull(),
    activeRole: text('active_role').notNull(),
    contrastMode: boolean('contrast_mode').notNull().default(false),
    simpleLanguage: boolean('simple_language').notNull().default(false),
    theme: text('theme').notNull().default('original'),
    /** null: not asked yet (decision 186); the tracker loads only after true. */
    trackingConsent: boolean('tracking_consent'),
    showOnboarding: boolean('show_onboarding').notNull().default(true),
    termsAcceptedAt: timestamp('terms_conditions', { withTimezone: true }),
    reactivationCode: text('reactivation_code'),
    reactivationCodeDate: timestamp('reactivation_code_date', { withTimezone: true }),
    /** Set on deactivated accounts: the day they are deleted irrevocably. */
    deletionDate: timestamp('deletion_date', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('users_school_idx').on(table.schoolUuid),
    index('users_client_idx').on(table.clientUuid),
    // Key figures of a Land (identity/key-figures, decision 096): accounts by creation month.
    index('users_client_created_idx').on(table.clientUuid, table.createdAt),
    // The sign-in matches the typed name without regard to case (idp/accounts.repository): without
    // this every sign-in read the whole table (issue 8, docs/performance.md "8:00 spike").
    index('users_username_lower_idx').on(sql`lower(${table.username})`),
  ],
);

/** A student belongs to at most one class. */
export const classMemberships = pgTable(
  'class_memberships',
  {
    userUuid: uuid('user_uuid')
      .primaryKey()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    classUuid: uuid('class_uuid')
      .notNull()
      .references(() => classes.uuid, { onDelete: 'cascade' }),
  },
  (table) => [index('class_memberships_class_idx').on(table.classUuid)],
);

/** Which teacher teaches which learning group. */
export const teacherAssignments = pgTable(
  'teacher_assignments',
  {
    teacherUuid: uuid('teacher_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    classUuid: uuid('class_uuid')
      .notNull()
      .references(() => classes.uuid, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.teacherUuid, table.classUuid] })],
);

/** Everything the embedded OpenID provider persists (sessions, grants, codes, refresh tokens …). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.type, table.id] }),
    index('oidc_payloads_grant_idx').on(table.grantId),
    index('oidc_payloads_uid_idx').on(table.uid),
    index('oidc_payloads_expires_idx').on(table.expiresAt),
  ],
);

/** Generated once and kept: signing keys and cookie keys of the embedded provider. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

/** Failed sign-ins per account and per address, for the login lockout. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * Request counters of the named rate limits (`platform/http/rate-limit.ts`): one row per limit and
 * user (or address), a fixed window that restarts when it has run out. In the database so that a
 * limit holds across all processes.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_window_ends_at_idx').on(table.windowEndsAt)],
);

/**
 * Idempotency keys of writes a client may send more than once (an offline queue's retries,
 * `platform/http/idempotency.ts`, decision 240): one row per user and key. A row without an answer
 * is a claim – the first request is still working; with one, every repeat gets that answer. Rows
 * expire after IDEMPOTENCY_KEY_TTL_HOURS and a job deletes them.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    key: uuid('key').notNull(),
    /** Method, route and payload of the first request, hashed: a repeat with another one is refused. */
    fingerprint: text('fingerprint').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answerStatus: integer('answer_status'),
    answerBody: jsonb('answer_body'),
  },
  (table) => [primaryKey({ columns: [table.userUuid, table.key] }), index('idempotency_keys_expires_at_idx').on(table.expiresAt)],
);
