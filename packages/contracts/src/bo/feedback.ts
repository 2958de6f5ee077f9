import { z } from 'zod';
import { validationMessages } from '../shared/validation';

/*
 * Feedback without an account (issue 16, decision 230): the student or the class's teacher sends an
 * internship supervisor a link; the student sends a parent a link of the same kind. The link opens
 * a public page (`/rueckmeldung/{token}`) that asks for a rating of the competence items
 * (content/internships/competences.json) – and, for the supervisor, the days present
 * (Praktikumsbescheinigung). One submission per link; 30 days; revocable.
 *   POST   /api/bo/v1/internships/:internshipUuid/feedback-links   a supervisor link (student, class teachers)
 *   GET    /api/bo/v1/internships/:internshipUuid/feedback         the placement's links and feedback
 *   DELETE /api/bo/v1/feedback-links/:linkUuid                     revoke a link (who created it, its student, the class's teachers)
 *   PATCH  /api/bo/v1/internship-feedback/:feedbackUuid/release    the class's teachers release it to the student
 *   GET    /api/public/v1/feedback/:token                          what the page shows (no account)
 *   POST   /api/public/v1/feedback/:token                          the one submission (no account)
 */

export const FEEDBACK_LIMITS = {
  /** A link works for 30 days from its creation. */
  linkDays: 30,
  commentMax: 2000,
  recipientEmailMax: 255,
  recipientNameMax: 120,
  ratingMin: 1,
  ratingMax: 5,
} as const;

/** Who gives feedback through a link: the supervisor of a placement, or a parent. */
export const FEEDBACK_LINK_SOURCES = ['supervisor', 'parent'] as const;
export type FeedbackLinkSource = (typeof FEEDBACK_LINK_SOURCES)[number];

/** The page behind a link, served by the client; the token is its last segment. */
export const FEEDBACK_PAGE_PATH = '/rueckmeldung';

/**
 * The messages of the student's routes (du; the link's revocation is also the class's teachers',
 * worded without address), apart so that they can have Leichte-Sprache twins (decision 234).
 */
export const FEEDBACK_STUDENT_MESSAGES = {
  notConfirmed: 'Eine Rückmeldung kannst du anfordern, sobald deine Lehrkraft das Praktikum bestätigt hat.',
  alreadyGiven: 'Der Betrieb hat schon eine Rückmeldung gegeben. Ein neuer Link ist nicht nötig.',
  noEmail: 'Für diesen Betrieb ist keine E-Mail-Adresse eingetragen.',
  releaseNotAllowed: 'Nur die Lehrkräfte der Lerngruppe können eine Rückmeldung freigeben.',
  /** To the student or the class's teacher: a used link is no longer revoked (the feedback stays). */
  linkAlreadyUsed: 'Über diesen Link wurde schon eine Rückmeldung gegeben. Er lässt sich nicht mehr zurückziehen.',
  recipientEmailRequired: 'Bitte gib eine E-Mail-Adresse an, wenn der Link per E-Mail verschickt werden soll.',
} as const;

/**
 * The student's feedback messages in Leichte Sprache (decision 234). The public page's messages
 * have none: adults read them signed out, with Sie.
 */
export const FEEDBACK_STUDENT_MESSAGES_LEICHT: Record<keyof typeof FEEDBACK_STUDENT_MESSAGES, string> = {
  notConfirmed: 'Deine Lehrkraft muss das Praktikum erst bestätigen. Danach kannst du eine Rückmeldung an·fordern.',
  alreadyGiven: 'Der Betrieb hat dir schon eine Rückmeldung geschrieben. Du brauchst keinen neuen Link.',
  noEmail: 'Für diesen Betrieb gibt es keine E-Mail-Adresse.',
  releaseNotAllowed: 'Nur die Lehrkräfte von deiner Klasse können eine Rückmeldung frei·geben.',
  linkAlreadyUsed: 'Jemand hat mit diesem Link schon eine Rückmeldung geschrieben. Darum kannst du den Link nicht mehr zurück·nehmen.',
  recipientEmailRequired: 'Du willst den Link als E-Mail schicken? Dann schreib bitte die E-Mail-Adresse dazu.',
};

/** Messages. The public page addresses the supervisor or parent with Sie; the student's routes du. */
export const FEEDBACK_MESSAGES = {
  linkGone: 'Dieser Link gilt nicht mehr. Er wurde schon benutzt, ist abgelaufen oder wurde zurückgezogen.',
  linkUsed: 'Über diesen Link wurde schon eine Rückmeldung gegeben. Vielen Dank!',
  linkExpired: 'Dieser Link ist abgelaufen. Bitten Sie die Schülerin oder den Schüler um einen neuen Link.',
  linkRevoked: 'Dieser Link wurde zurückgezogen. Bitten Sie die Schülerin oder den Schüler um einen neuen Link.',
  linkUnknown: 'Diesen Link gibt es nicht. Bitte prüfen Sie, ob Sie ihn vollständig kopiert haben.',
  daysPresentRequired: 'Bitte geben Sie an, an wie vielen Tagen die Schülerin oder der Schüler anwesend war.',
  daysPresentRange: (maxDays: number) => `Bitte geben Sie eine ganze Zahl von 0 bis ${maxDays} an.`,
  daysPresentNotAsked: 'Anwesenheitstage werden nur im Betrieb bestätigt.',
  ratingMissing: 'Bitte bewerten Sie jeden Punkt oder wählen Sie „kann ich nicht beurteilen“.',
  ratingUnknownItem: 'Diesen Punkt gibt es in der Rückmeldung nicht.',
  ratingValue: 'Bitte wählen Sie einen Wert von 1 bis 5 oder „kann ich nicht beurteilen“.',
  ratingTwice: 'Jeder Punkt darf nur einmal bewertet werden.',
  /** To the student (du). */
  ...FEEDBACK_STUDENT_MESSAGES,
  mailSubject: (firstName: string) => `Rückmeldung zum Praktikum von ${firstName}`,
  parentMailSubject: (firstName: string) => `${firstName} bittet Sie um eine Einschätzung`,
} as const;

/** In-app notifications about feedback: to the class's teachers (Sie) and to the student (du). */
export const FEEDBACK_NOTIFICATIONS = {
  supervisorGivenTitle: 'Rückmeldung vom Praktikumsbetrieb',
  supervisorGivenText: (studentName: string, companyName: string) =>
    `${companyName} hat eine Rückmeldung zum Praktikum von ${studentName} gegeben. Bitte sehen Sie sie an und geben Sie sie frei, damit ${studentName} sie lesen kann.`,
  releasedTitle: 'Rückmeldung vom Praktikum',
  releasedText: (companyName: string) => `Deine Lehrkraft hat die Rückmeldung von ${companyName} zu deinem Praktikum freigegeben.`,
  parentGivenTitle: 'Neue Einschätzung',
  parentGivenText: 'Deine Eltern haben dir eine Einschätzung gegeben. Schau sie dir unter „So sehen mich andere“ an.',
  linkText: 'Ansehen',
} as const;

/** The student's notifications about feedback in Leichte Sprache (decision 234), stored beside them. */
export const FEEDBACK_NOTIFICATIONS_LEICHT = {
  releasedTitle: 'Rückmeldung zu deinem Praktikum',
  releasedText: (companyName: string) =>
    `Du kannst jetzt die Rückmeldung von ${companyName} lesen. Die Rückmeldung ist zu deinem Praktikum. Deine Lehrkraft hat sie für dich frei·gegeben.`,
  parentGivenTitle: 'Neue Einschätzung von deinen Eltern',
  parentGivenText:
    'Deine Eltern haben dir eine Einschätzung geschrieben. Das heißt: Deine Eltern sagen, was du gut kannst. Du findest die Einschätzung unter „So sehen mich andere“.',
  linkText: 'Ansehen',
} as const satisfies Partial<Record<keyof typeof FEEDBACK_NOTIFICATIONS, unknown>>;

export const FEEDBACK_FIELD_LABELS = {
  days_present: 'Anwesenheitstage',
  comment: 'Bemerkung',
  recipient_email: 'E-Mail-Adresse',
  recipient_name: 'Name',
  ratings: 'Bewertung',
} as const;

/** A rating: 1 (trifft gar nicht zu) … 5 (trifft voll zu); null is „kann ich nicht beurteilen“. */
export const ratingValueSchema = z
  .number({ error: FEEDBACK_MESSAGES.ratingValue })
  .int({ error: FEEDBACK_MESSAGES.ratingValue })
  .min(FEEDBACK_LIMITS.ratingMin, { error: FEEDBACK_MESSAGES.ratingValue })
  .max(FEEDBACK_LIMITS.ratingMax, { error: FEEDBACK_MESSAGES.ratingValue })
  .nullable();

export const ratingSchema = z.object({ item: z.string().min(1).max(80), value: ratingValueSchema });
export type Rating = z.infer<typeof ratingSchema>;

/** A list of ratings that names every item at most once (that every item is named, the server checks). */
export const ratingsSchema = z
  .array(ratingSchema, { error: FEEDBACK_MESSAGES.ratingMissing })
  .max(60)
  .refine((ratings) => new Set(ratings.map((rating) => rating.item)).size === ratings.length, { error: FEEDBACK_MESSAGES.ratingTwice });

/** A competence item as a rater sees it: `text` is written for the rater (Sie or du). */
export const competenceItemSchema = z.object({ key: z.string(), text: z.string() });
export type CompetenceItem = z.infer<typeof competenceItemSchema>;

export const feedbackTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** `GET /api/public/v1/feedback/:token`: only what the rater needs – no surname, no school, no address. */
export const publicFeedbackRequestSchema = z.object({
  kind: z.enum(FEEDBACK_LINK_SOURCES),
  first_name: z.string(),
  /** The placement's company and dates; null on a parent's link. */
  company_name: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  /** The calendar days of the placement, the most `days_present` may be; null on a parent's link. */
  max_days_present: z.number().int().nullable(),
  items: z.array(competenceItemSchema),
  expires_at: z.string(),
});
export type PublicFeedbackRequest = z.infer<typeof publicFeedbackRequestSchema>;

/** `POST /api/public/v1/feedback/:token`: `days_present` is asked of the supervisor only. */
export const publicFeedbackBodySchema = z.object({
  days_present: z
    .number({ error: FEEDBACK_MESSAGES.daysPresentRequired })
    .int({ error: FEEDBACK_MESSAGES.daysPresentRange(62) })
    .min(0, { error: FEEDBACK_MESSAGES.daysPresentRange(62) })
    .max(62, { error: FEEDBACK_MESSAGES.daysPresentRange(62) })
    .nullish()
    .transform((value) => value ?? null),
  ratings: ratingsSchema,
  comment: z
    .string()
    .trim()
    .max(FEEDBACK_LIMITS.commentMax, { error: validationMessages.max(FEEDBACK_FIELD_LABELS.comment, FEEDBACK_LIMITS.commentMax) })
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type PublicFeedbackBody = z.input<typeof publicFeedbackBodySchema>;
export const publicFeedbackReceiptSchema = z.object({ received_at: z.string() });
export type PublicFeedbackReceipt = z.infer<typeof publicFeedbackReceiptSchema>;

/** The state of a link as its creator sees it (stored: used_at, revoked_at, expires_at). */
export const FEEDBACK_LINK_STATES = ['open', 'used', 'expired', 'revoked'] as const;
export type FeedbackLinkState = (typeof FEEDBACK_LINK_STATES)[number];
export const FEEDBACK_LINK_STATE_LABELS: Record<FeedbackLinkState, string> = {
  open: 'Offen',
  used: 'Rückmeldung gegeben',
  expired: 'Abgelaufen',
  revoked: 'Zurückgezogen',
};

export const feedbackLinkSchema = z.object({
  uuid: z.uuid(),
  source: z.enum(FEEDBACK_LINK_SOURCES),
  state: z.enum(FEEDBACK_LINK_STATES),
  recipient_email: z.string().nullable(),
  recipient_name: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  used_at: z.string().nullable(),
});
export type FeedbackLink = z.infer<typeof feedbackLinkSchema>;

/**
 * `POST …/feedback-links` (and the parent's link): with `send_mail` the link goes to
 * `recipient_email` (for a supervisor link: the placement's supervisor e-mail when none is given)
 * through the server's mail transport; without, the caller copies it.
 */
export const createFeedbackLinkBodySchema = z.object({
  send_mail: z.boolean().optional().default(false),
  recipient_email: z
    .string()
    .trim()
    .max(FEEDBACK_LIMITS.recipientEmailMax, { error: validationMessages.max(FEEDBACK_FIELD_LABELS.recipient_email, FEEDBACK_LIMITS.recipientEmailMax) })
    .pipe(z.email({ error: validationMessages.email(FEEDBACK_FIELD_LABELS.recipient_email) }))
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((value) => value ?? null),
  recipient_name: z
    .string()
    .trim()
    .max(FEEDBACK_LIMITS.recipientNameMax, { error: validationMessages.max(FEEDBACK_FIELD_LABELS.recipient_name, FEEDBACK_LIMITS.recipientNameMax) })
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type CreateFeedbackLinkBody = z.input<typeof createFeedbackLinkBodySchema>;

/** The answer of creating a link: the only time the full `url` (with the token) is ever shown. */
export const createdFeedbackLinkSchema = feedbackLinkSchema.extend({
  url: z.string(),
  /** Whether the link was handed to the mail transport. */
  mailed: z.boolean(),
});
export type CreatedFeedbackLink = z.infer<typeof createdFeedbackLinkSchema>;

export const feedbackLinkParamsSchema = z.object({ linkUuid: z.uuid() });
export const feedbackParamsSchema = z.object({ feedbackUuid: z.uuid() });

/** A submitted feedback as staff and – once released – the student see it. */
export const internshipFeedbackSchema = z.object({
  uuid: z.uuid(),
  source: z.enum(FEEDBACK_LINK_SOURCES),
  days_present: z.number().int().nullable(),
  ratings: z.array(z.object({ item: z.string(), name: z.string(), value: z.number().int().nullable() })),
  comment: z.string().nullable(),
  submitted_at: z.string(),
  released_at: z.string().nullable(),
});
export type InternshipFeedback = z.infer<typeof internshipFeedbackSchema>;

/**
 * `GET /internships/:internshipUuid/feedback`: the placement's supervisor links and the feedback
 * given through them. The student sees feedback only once a teacher has released it
 * (`waiting_for_release` counts what is still held back).
 */
export const internshipFeedbackOverviewSchema = z.object({
  links: z.array(feedbackLinkSchema),
  feedback: z.array(internshipFeedbackSchema),
  waiting_for_release: z.number().int(),
});
export type InternshipFeedbackOverview = z.infer<typeof internshipFeedbackOverviewSchema>;
