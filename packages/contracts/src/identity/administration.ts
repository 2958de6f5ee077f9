import { z } from 'zod';
import { LIMITS } from '../shared/limits';
import { requiredLineText, requiredText, validationMessages } from '../shared/validation';
import { reactivationCodeInputSchema } from './reactivation';

/**
 * Administration (issue 6, beyond the spec): school coordinators manage classes and accounts of
 * their school, state coordinators schools and school coordinators of their Land, the federal
 * admin Länder and state coordinators. Every change is audited (decision 102).
 */

export const ADMINISTRATION_LIMITS = {
  gradeMin: 1,
  gradeMax: 13,
  additionMax: 10,
  usernameMin: 3,
  usernameMax: 64,
  /** An import file: rows and characters (a row of a class list is well under 200 characters). */
  csvMaxRows: 2000,
  csvMaxChars: 400_000,
  postcodeLength: 5,
  auditPageSize: 50,
  /** Characters of a generated initial password (decision 101). */
  initialPasswordLength: 12,
} as const;

/** Sekundarstufe II starts with grade 11 (Einführungsphase) in every Land. */
export const SEK_II_FIRST_GRADE = 11;
export const SECONDARY_LEVELS = ['SEK_I', 'SEK_II'] as const;
export type SecondaryLevel = (typeof SECONDARY_LEVELS)[number];
export const SECONDARY_LEVEL_LABELS: Record<SecondaryLevel, string> = { SEK_I: 'Sekundarstufe I', SEK_II: 'Sekundarstufe II' };

export function secondaryLevelOf(grade: number): SecondaryLevel {
  return grade >= SEK_II_FIRST_GRADE ? 'SEK_II' : 'SEK_I';
}

/** "8a", "11" – how schools write a class. */
export function classLabel(learningGroup: { grade: number; addition: string }): string {
  return `${learningGroup.grade}${learningGroup.addition}`;
}

/** Reads "8a", "8 a", "08A", "11" into grade and addition; null when it is no class name. */
export function parseClassLabel(value: string): { grade: number; addition: string } | null {
  const match = /^0*(\d{1,2})\s*([\p{L}\d-]{0,10})$/u.exec(value.trim());
  if (!match?.[1]) return null;
  const grade = Number(match[1]);
  if (grade < ADMINISTRATION_LIMITS.gradeMin || grade > ADMINISTRATION_LIMITS.gradeMax) return null;
  return { grade, addition: (match[2] ?? '').toLowerCase() };
}

/** German messages of the administration that are not a field's validation message. */
export const ADMINISTRATION_MESSAGES = {
  classExists: (label: string) => `Die Lerngruppe ${label} gibt es an Ihrer Schule schon.`,
  sekIINotOffered: 'Ihre Schule bietet keine Sekundarstufe II an. Jahrgangsstufen ab 11 sind daher nicht möglich.',
  classUnknown: (label: string) => `Die Lerngruppe ${label} gibt es an Ihrer Schule nicht. Bitte legen Sie sie zuerst an.`,
  classNotInSchool: 'Die gewählte Lerngruppe gehört nicht zu Ihrer Schule.',
  usernameTaken: (username: string) => `Der Benutzername ${username} ist schon vergeben.`,
  usernameTwice: (username: string, otherLine: number) => `Der Benutzername ${username} steht auch in Zeile ${otherLine}.`,
  notATeacher: 'Diese Person ist keine Lehrkraft Ihrer Schule.',
  notManageable: 'Dieses Konto können Sie hier nicht verwalten.',
  alreadyDeactivated: 'Dieses Konto ist bereits deaktiviert.',
  notDeactivated: 'Dieses Konto ist nicht deaktiviert.',
  ownAccount: 'Ihr eigenes Konto können Sie hier nicht ändern.',
  importHasErrors: (count: number) =>
    count === 1
      ? 'Eine Zeile der Datei ist fehlerhaft. Es wurde nichts importiert. Bitte korrigieren Sie die Zeile und laden Sie die Datei erneut hoch.'
      : `${count} Zeilen der Datei sind fehlerhaft. Es wurde nichts importiert. Bitte korrigieren Sie die Zeilen und laden Sie die Datei erneut hoch.`,
  rowPrefix: (line: number) => `Zeile ${line}`,
  /** Someone took a user name of the file between the check and the import: nothing was imported. */
  usernameTakenMeanwhile: 'Ein Benutzername wurde gerade vergeben. Es wurde nichts importiert. Bitte laden Sie die Datei erneut hoch.',
  schoolExists: (name: string) => `Die Schule ${name} gibt es in diesem Land schon.`,
  unknownSchoolType: 'Diese Schulart gibt es nicht.',
  clientExists: (name: string) => `Das Land ${name} gibt es schon.`,
  classHasStudents: (label: string, count: number) =>
    count === 1
      ? `Die Lerngruppe ${label} hat noch 1 Schüler*in. Bitte ordnen Sie die Person zuerst einer anderen Lerngruppe zu oder deaktivieren Sie das Konto.`
      : `Die Lerngruppe ${label} hat noch ${count} Schüler*innen. Bitte ordnen Sie diese zuerst einer anderen Lerngruppe zu oder deaktivieren Sie die Konten.`,
  onlyStudentsHaveAClass: 'Nur Schüler*innen gehören einer Lerngruppe an. Lehrkräfte ordnen Sie bei der Lerngruppe zu.',
  deactivatedNotEditable: 'Ein deaktiviertes Konto können Sie nicht bearbeiten. Reaktivieren Sie es zuerst.',
} as const;

export const ADMINISTRATION_FIELD_LABELS = {
  grade: 'Jahrgangsstufe',
  addition: 'Zusatz',
  first_name: 'Vorname',
  surname: 'Nachname',
  email: 'E-Mail',
  username: 'Benutzername',
  class: 'Lerngruppe',
  role: 'Rolle',
  csv: 'Datei',
  name: 'Name',
  postcode: 'Postleitzahl',
  city: 'Ort',
  subline: 'Unterzeile',
  code: 'Reaktivierungscode',
} as const;
const labels = ADMINISTRATION_FIELD_LABELS;

const uuidParam = z.uuid();

// ——— Classes ———

export const schoolAdminParamsSchema = z.object({ schoolUuid: uuidParam });
export const adminClassParamsSchema = z.object({ schoolUuid: uuidParam, classUuid: uuidParam });
export const teacherAssignmentParamsSchema = z.object({ schoolUuid: uuidParam, classUuid: uuidParam, teacherUuid: uuidParam });

export const classBodySchema = z.object({
  grade: z.coerce
    .number({ error: validationMessages.numeric(labels.grade) })
    .int({ error: validationMessages.integer(labels.grade) })
    .min(ADMINISTRATION_LIMITS.gradeMin, { error: `${labels.grade} muss zwischen 1 und 13 liegen` })
    .max(ADMINISTRATION_LIMITS.gradeMax, { error: `${labels.grade} muss zwischen 1 und 13 liegen` }),
  addition: z
    .string()
    .trim()
    .max(ADMINISTRATION_LIMITS.additionMax, { error: validationMessages.max(labels.addition, ADMINISTRATION_LIMITS.additionMax) })
    .regex(/^[\p{L}\d-]*$/u, { error: `${labels.addition} darf nur Buchstaben, Ziffern und Bindestriche enthalten` })
    .transform((addition) => addition.toLowerCase())
    .default(''),
});
export type ClassBody = z.input<typeof classBodySchema>;

/**
 * A class is deleted only when no student belongs to it any more (decision 105); its teacher
 * assignments and class-bound content (pinboard, stations, news for the class) go with it.
 */
export const deletedClassSchema = z.object({ uuid: z.uuid(), label: z.string() });
export type DeletedClass = z.infer<typeof deletedClassSchema>;

const personSchema = z.object({ uuid: z.uuid(), first_name: z.string(), surname: z.string() });

export const adminClassSchema = z.object({
  uuid: z.uuid(),
  grade: z.number().int(),
  addition: z.string(),
  label: z.string(),
  secondary_level: z.enum(SECONDARY_LEVELS),
  student_count: z.number().int(),
  teachers: z.array(personSchema),
});
export type AdminClass = z.infer<typeof adminClassSchema>;
export const adminClassesResponseSchema = z.array(adminClassSchema);

// ——— Accounts ———

export const MANAGED_ACCOUNT_ROLES = ['SCHUELER', 'LEHRER'] as const;
export type ManagedAccountRole = (typeof MANAGED_ACCOUNT_ROLES)[number];

export const accountParamsSchema = z.object({ schoolUuid: uuidParam, userUuid: uuidParam });

const optionalEmail = z
  .string()
  .trim()
  .max(LIMITS.emailMax, { error: validationMessages.max(labels.email, LIMITS.emailMax) })
  .refine((email) => email === '' || z.email().safeParse(email).success, { error: validationMessages.email(labels.email) })
  .nullable()
  .optional()
  .transform((email) => (email ? email.toLowerCase() : null));

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;

const optionalUsername = z
  .string()
  .trim()
  .toLowerCase()
  .refine((username) => username === '' || username.length >= ADMINISTRATION_LIMITS.usernameMin, {
    error: validationMessages.min(labels.username, ADMINISTRATION_LIMITS.usernameMin),
  })
  .refine((username) => username.length <= ADMINISTRATION_LIMITS.usernameMax, {
    error: validationMessages.max(labels.username, ADMINISTRATION_LIMITS.usernameMax),
  })
  .refine((username) => username === '' || USERNAME_PATTERN.test(username), {
    error: `${labels.username} darf nur Kleinbuchstaben ohne Umlaute, Ziffern, Punkt, Bindestrich und Unterstrich enthalten`,
  })
  .nullable()
  .optional()
  .transform((username) => (username ? username : null));

/** The person fields every new account has; also what one CSV row must satisfy. */
export const personFieldsSchema = z.object({
  first_name: requiredLineText(labels.first_name, LIMITS.nameMax),
  surname: requiredLineText(labels.surname, LIMITS.nameMax),
  email: optionalEmail,
  username: optionalUsername,
});

export const newAccountBodySchema = personFieldsSchema.extend({
  role: z.enum(MANAGED_ACCOUNT_ROLES, { error: `${labels.role} muss Schüler*in oder Lehrkraft sein` }),
  /** A student's class, or a teacher's first learning group. */
  class_uuid: z.uuid().nullable().optional(),
});
export type NewAccountBody = z.input<typeof newAccountBodySchema>;

/**
 * Changes to an existing student or teacher (decision 106). Each field is optional; an absent
 * field stays as it is. `email: null` or `''` removes the address. `class_uuid` moves a student to
 * another class of the same school (`null`: no class); teachers get classes at the class itself.
 */
export const accountUpdateBodySchema = z.object({
  first_name: requiredLineText(labels.first_name, LIMITS.nameMax).optional(),
  surname: requiredLineText(labels.surname, LIMITS.nameMax).optional(),
  email: z
    .string()
    .trim()
    .max(LIMITS.emailMax, { error: validationMessages.max(labels.email, LIMITS.emailMax) })
    .refine((email) => email === '' || z.email().safeParse(email).success, { error: validationMessages.email(labels.email) })
    .nullable()
    .optional()
    .transform((email) => (email === undefined ? undefined : email ? email.toLowerCase() : null)),
  class_uuid: z.uuid({ error: 'Bitte wählen Sie eine Lerngruppe aus.' }).nullable().optional(),
});
export type AccountUpdateBody = z.input<typeof accountUpdateBodySchema>;

export const ACCOUNT_STATUSES = ['active', 'deactivated'] as const;

export const adminAccountSchema = z.object({
  uuid: z.uuid(),
  username: z.string(),
  first_name: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
  status: z.enum(ACCOUNT_STATUSES),
  deletion_date: z.string().nullable(),
  /**
   * A deactivated account whose owner generated a reactivation code: until when it works (another
   * school could take the account with it; the old school may revoke it – decision 052). The code
   * itself stays with its owner. Null without a valid code.
   */
  reactivation_code_valid_until: z.string().nullable(),
  class: z.object({ uuid: z.uuid(), label: z.string() }).nullable(),
  learning_groups: z.array(z.object({ uuid: z.uuid(), label: z.string() })),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export const adminAccountsResponseSchema = z.array(adminAccountSchema);

/** First-login credentials: shown once, never stored in clear text (decision 101). */
export const credentialsSchema = z.object({
  uuid: z.uuid(),
  username: z.string(),
  first_name: z.string(),
  surname: z.string(),
  role: z.string(),
  class_label: z.string().nullable(),
  initial_password: z.string(),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const createdAccountSchema = z.object({ account: adminAccountSchema, credentials: credentialsSchema });
export type CreatedAccount = z.infer<typeof createdAccountSchema>;

/**
 * The notice the old school's coordinators get when another school took one of its deactivated
 * accounts with the owner's code (decision 052). Type `account_moved`; the link opens the audit.
 */
export const ACCOUNT_MOVED_NOTICE = {
  type: 'account_moved',
  title: 'Ein Konto ist an eine andere Schule gewechselt',
  message: (person: string, username: string, newSchool: string) =>
    `Das deaktivierte Konto von ${person} (${username}) gehört jetzt zur Schule „${newSchool}“. Die Schulkoordination dieser Schule hat es mit dem Reaktivierungscode der Person übernommen. Die Daten der Person sind mitgezogen, die Zuordnungen zu Klassen Ihrer Schule sind entfernt. Einzelheiten stehen im Protokoll.`,
  link: '/verwaltung/protokoll',
  linkText: 'Protokoll öffnen',
} as const;

// ——— CSV import ———

export const importBodySchema = z.object({
  role: z.enum(MANAGED_ACCOUNT_ROLES, { error: `${labels.role} muss Schüler*in oder Lehrkraft sein` }),
  csv: z
    .string({ error: validationMessages.required(labels.csv) })
    .min(1, { error: validationMessages.required(labels.csv) })
    .max(ADMINISTRATION_LIMITS.csvMaxChars, { error: 'Die Datei ist zu groß. Bitte teilen Sie sie auf (höchstens 2000 Zeilen).' }),
});
export type ImportBody = z.infer<typeof importBodySchema>;

export const importPreviewRowSchema = z.object({
  line: z.number().int(),
  first_name: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  class_label: z.string().nullable(),
  username: z.string().nullable(),
  errors: z.array(z.string()),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importPreviewSchema = z.object({
  rows: z.array(importPreviewRowSchema),
  valid_count: z.number().int(),
  error_count: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({ imported: z.number().int(), credentials: z.array(credentialsSchema) });
export type ImportResult = z.infer<typeof importResultSchema>;

// ——— Reactivation ———

export const reactivationBodySchema = z.object({
  code: reactivationCodeInputSchema,
  role: z.enum(MANAGED_ACCOUNT_ROLES, { error: `${labels.role} muss Schüler*in oder Lehrkraft sein` }),
});
export type ReactivationBody = z.infer<typeof reactivationBodySchema>;

// ——— Schools, Länder, coordinators ———

export const landParamsSchema = z.object({ clientUuid: uuidParam });

export const newSchoolBodySchema = z.object({
  name: requiredText(labels.name, LIMITS.nameMax),
  postcode: z
    .string({ error: validationMessages.required(labels.postcode) })
    .trim()
    .regex(/^\d{5}$/, { error: `${labels.postcode} muss aus fünf Ziffern bestehen` }),
  city: requiredText(labels.city, LIMITS.nameMax),
  school_type_uuid: z.uuid().nullable().optional(),
  has_sekundarstufe2: z.boolean().default(false),
});
export type NewSchoolBody = z.input<typeof newSchoolBodySchema>;

export const adminSchoolSchema = z.object({
  uuid: z.uuid(),
  id: z.number().int(),
  name: z.string(),
  postcode: z.string(),
  city: z.string(),
  school_type_uuid: z.uuid().nullable(),
  has_sekundarstufe2: z.boolean(),
  coordinator_count: z.number().int(),
});
export type AdminSchool = z.infer<typeof adminSchoolSchema>;
export const adminSchoolsResponseSchema = z.array(adminSchoolSchema);

export const newClientBodySchema = z.object({
  name: requiredText(labels.name, LIMITS.nameMax),
  subline: z.string().trim().max(LIMITS.nameMax, { error: validationMessages.max(labels.subline, LIMITS.nameMax) }).default(''),
  email: optionalEmail,
});
export type NewClientBody = z.input<typeof newClientBodySchema>;

export const adminClientSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  subline: z.string(),
  email: z.string().nullable(),
  school_count: z.number().int(),
  coordinator_count: z.number().int(),
});
export type AdminClient = z.infer<typeof adminClientSchema>;
export const adminClientsResponseSchema = z.array(adminClientSchema);

/** A school or state coordinator: person fields only, the role follows from the route. */
export const newCoordinatorBodySchema = personFieldsSchema;
export type NewCoordinatorBody = z.input<typeof newCoordinatorBodySchema>;

/** A school or state coordinator as the lists of the Land and federal screens show them (decision 108). */
export const coordinatorSchema = z.object({
  uuid: z.uuid(),
  username: z.string(),
  first_name: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  /** The school of a school coordinator; null for state coordinators. */
  school: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
});
export type Coordinator = z.infer<typeof coordinatorSchema>;
export const coordinatorsResponseSchema = z.array(coordinatorSchema);

// ——— Audit ———

export const AUDIT_ACTIONS = [
  'class.created',
  'class.updated',
  'class.deleted',
  'account.created',
  'account.updated',
  'student.moved',
  'account.imported',
  'account.deactivated',
  'account.reactivated',
  'account.moved_in',
  'account.moved_out',
  'account.transfer_code_issued',
  'account.reactivation_code_revoked',
  'account.password_reset',
  'account.password_changed',
  'teacher.assigned',
  'teacher.unassigned',
  'school.created',
  'client.created',
  'coordinator.created',
  'keycloak.exported',
  'storage.space_changed',
  'school.updated',
  'important_notification.written',
  'important_notification.deleted',
  'feedback_link.created',
  'feedback_link.revoked',
  'feedback_link.opened',
  'feedback.submitted',
  'feedback.released',
  'share_link.created',
  'share_link.revoked',
  'share_link.opened',
  'school.sharing_changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The role an audit row names when nobody was signed in: the page behind a feedback link (decision 230). */
export const ANONYMOUS_ACTOR_ROLE = 'ANONYMOUS';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'class.created': 'Lerngruppe angelegt',
  'class.updated': 'Lerngruppe geändert',
  'class.deleted': 'Lerngruppe gelöscht',
  'account.updated': 'Konto geändert',
  'student.moved': 'Lerngruppe gewechselt',
  'account.created': 'Konto angelegt',
  'account.imported': 'Konten importiert',
  'account.deactivated': 'Konto deaktiviert',
  'account.reactivated': 'Konto reaktiviert',
  'account.moved_in': 'Konto von einer anderen Schule übernommen',
  'account.moved_out': 'Konto an eine andere Schule abgegeben',
  'account.transfer_code_issued': 'Wechselcode für eine neue Schülerin oder einen neuen Schüler ausgegeben',
  'account.reactivation_code_revoked': 'Reaktivierungscode gesperrt',
  'account.password_reset': 'Neues Startpasswort erzeugt',
  'account.password_changed': 'Eigenes Passwort geändert',
  'teacher.assigned': 'Lehrkraft zugeordnet',
  'teacher.unassigned': 'Zuordnung aufgehoben',
  'school.created': 'Schule angelegt',
  'client.created': 'Land angelegt',
  'coordinator.created': 'Koordinator*in angelegt',
  'keycloak.exported': 'Konten für Keycloak exportiert',
  'storage.space_changed': 'Speicher geändert',
  'school.updated': 'Schuldaten geändert',
  'important_notification.written': 'Wichtige Mitteilung geschrieben',
  'important_notification.deleted': 'Wichtige Mitteilung gelöscht',
  'feedback_link.created': 'Rückmeldelink erstellt',
  'feedback_link.revoked': 'Rückmeldelink zurückgezogen',
  'feedback_link.opened': 'Rückmeldeseite ohne Konto geöffnet',
  'feedback.submitted': 'Rückmeldung über einen Link gegeben',
  'feedback.released': 'Rückmeldung des Praktikumsbetriebs freigegeben',
  'share_link.created': 'Link zum Teilen erstellt',
  'share_link.revoked': 'Link zum Teilen zurückgezogen',
  'share_link.opened': 'Geteilte Seite ohne Konto geöffnet',
  'school.sharing_changed': 'Teilen für die Schule ein- oder ausgeschaltet',
};

export const auditQuerySchema = z.object({ page: z.coerce.number().int().min(0).max(100_000).default(0) });

export const auditEventSchema = z.object({
  uuid: z.uuid(),
  created_at: z.string(),
  actor_uuid: z.uuid().nullable(),
  actor_name: z.string().nullable(),
  actor_role: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.string(),
  target_uuid: z.uuid().nullable(),
  client_uuid: z.uuid().nullable(),
  school_uuid: z.uuid().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditPageSchema = z.object({ data: z.array(auditEventSchema), total: z.number().int(), page: z.number().int() });
export type AuditPage = z.infer<typeof auditPageSchema>;

// ——— Keycloak export (decision 103) ———

export const keycloakUserSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().optional(),
  emailVerified: z.boolean(),
  enabled: z.boolean(),
  realmRoles: z.array(z.string()),
  attributes: z.record(z.string(), z.array(z.string())),
  requiredActions: z.array(z.string()),
});
export const keycloakExportSchema = z.object({ realm: z.string(), users: z.array(keycloakUserSchema) });
export type KeycloakExport = z.infer<typeof keycloakExportSchema>;
