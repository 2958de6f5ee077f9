import { z } from 'zod';
import { SEK2_FIRST_GRADE } from '../bo/mein-weg';
import { LIMITS } from '../shared/limits';
import { requiredText, validationMessages } from '../shared/validation';

/**
 * News and events (spec 3 "News and event", 7, 9). Events share everything with news and add a
 * date and a place (`events.ts`). Decisions 090–095 explain the numbers chosen here.
 */

/**
 * Longest text of a news item or event, counted as the characters a reader sees (markup and
 * entities do not count, paragraph breaks count as one). Decision 091. The same count runs in the
 * editor (lets the author see what is left) and on the server (which refuses more).
 */
export const NEWS_TEXT_MAX_CHARS = 5000;

/**
 * Longest stored markup. A guard against pasted documents full of empty tags; a text within
 * `NEWS_TEXT_MAX_CHARS` with ordinary formatting stays far below it.
 */
export const NEWS_HTML_MAX_CHARS = 50_000;

export const NEWS_TITLE_MAX_CHARS = 255;

/**
 * Per-author quota (decision 090): at most this many news items – and separately events – in the
 * last `windowDays` days. Deleting an item gives its place back.
 */
export const NEWS_QUOTA = { max: 30, windowDays: 30 } as const;

/** Who a news item or event is for (spec 3): teachers, school coordinators, students. */
export const NEWS_AUDIENCES = ['SCHUELER', 'LEHRER', 'ADMIN_SCHULE'] as const;
export type NewsAudience = (typeof NEWS_AUDIENCES)[number];

/** The secondary level (spec 3): Sekundarstufe I or II; null means both. */
export const NEWS_LEVELS = ['sek1', 'sek2'] as const;
export type NewsLevel = (typeof NEWS_LEVELS)[number];

/** The level of a year level for news: from grade 11 on Sekundarstufe II (as Mein Weg counts it). */
export function newsLevelOfGrade(grade: number): NewsLevel {
  return grade >= SEK2_FIRST_GRADE ? 'sek2' : 'sek1';
}

/** German field names for the validation messages of form and API. */
export const NEWS_FIELD_LABELS = {
  title: 'Titel',
  text: 'Text',
  audiences: 'Zielgruppe',
  class_uuid: 'Lerngruppe',
  grade: 'Jahrgangsstufe',
  level: 'Sekundarstufe',
  date: 'Datum',
  place: 'Ort',
} as const;

/** The notification about a new News item or event, to every reader of it (no address). */
export const NEWS_NOTIFICATION_TEXT = {
  news: { title: 'Neue Nachricht', link: '/', linkText: 'Zu den News' },
  event: { title: 'Neuer Termin', link: '/termine', linkText: 'Zu den Terminen' },
} as const;

/** The same for students with Leichte Sprache (decision 234); the message (author: title) stays as written. */
export const NEWS_NOTIFICATION_TEXT_LEICHT = {
  news: { title: 'Neue News für dich', linkText: 'Zu den News' },
  event: { title: 'Neuer Termin für dich', linkText: 'Zu den Terminen' },
} as const satisfies Record<keyof typeof NEWS_NOTIFICATION_TEXT, unknown>;

/**
 * What every reader of the News may meet (students too; worded without address), apart for its
 * Leichte-Sprache twin (decision 234). The authors' messages below are staff's (Sie).
 */
export const NEWS_READER_MESSAGES = {
  filter: 'Der Filter muss die Form „stufe:*“, „stufe:sek1“ oder „stufe:sek2“ haben.',
} as const;

/** The readers' News messages in Leichte Sprache (decision 234). */
export const NEWS_READER_MESSAGES_LEICHT: Record<keyof typeof NEWS_READER_MESSAGES, string> = {
  // The screen sends the filter; the allowed values themselves (stufe:*) would read as a gender sign here.
  filter: 'Der Filter für die News passt nicht. Bitte wähle den Filter noch einmal aus.',
};

export const NEWS_MESSAGES = {
  ...NEWS_READER_MESSAGES,
  quotaReached: (max: number, days: number) =>
    `Sie haben in den letzten ${days} Tagen bereits ${max} Beiträge dieser Art veröffentlicht. Bitte löschen Sie einen älteren Beitrag oder warten Sie einige Tage.`,
  noLearningGroup:
    'Ihnen ist noch keine Lerngruppe zugeordnet. Bitte wenden Sie sich an Ihre Schulkoordination.',
  notYourGroup: 'Sie können nur für Ihre eigenen Lerngruppen und Jahrgangsstufen schreiben.',
  classAndGrade: 'Bitte wählen Sie entweder eine Lerngruppe oder eine Jahrgangsstufe, nicht beides.',
  coordinatorAudience:
    'Koordinator*innen des Landes und des Bundes schreiben nur an die Koordinator*innen der Schulen, ohne Lerngruppe oder Jahrgangsstufe.',
  notAuthor: 'Nur die Verfasserin oder der Verfasser kann diesen Beitrag ändern oder löschen.',
} as const;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text a reader sees of the stored markup, for counting against `NEWS_TEXT_MAX_CHARS`:
 * block ends become one line break, tags vanish, entities count as one character.
 * Runs on sanitised or editor markup (no comments, scripts or CDATA to worry about).
 */
export function visibleTextOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h[1-6]|blockquote|pre)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16) || 32);
      if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10) || 32);
      return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    })
    .trim();
}

/** Characters counted against the limit (code points, so an emoji counts once). */
export function visibleLengthOf(html: string): number {
  return [...visibleTextOf(html)].length;
}

/** The rich text: required, at most `NEWS_TEXT_MAX_CHARS` visible characters. */
export const newsTextSchema = z
  .string({ error: validationMessages.required(NEWS_FIELD_LABELS.text) })
  .max(NEWS_HTML_MAX_CHARS, { error: validationMessages.max(NEWS_FIELD_LABELS.text, NEWS_TEXT_MAX_CHARS) })
  .refine((html) => visibleLengthOf(html) > 0, { error: validationMessages.required(NEWS_FIELD_LABELS.text) })
  .refine((html) => visibleLengthOf(html) <= NEWS_TEXT_MAX_CHARS, {
    error: validationMessages.max(NEWS_FIELD_LABELS.text, NEWS_TEXT_MAX_CHARS),
  });

/**
 * What the author chooses (spec 3): audiences, then either a learning group (class) or a year
 * level (grade) or neither (the whole school, or for coordinators of Land and Bund their scope),
 * and optionally the secondary level.
 */
export const newsFieldsSchema = z.object({
  title: requiredText(NEWS_FIELD_LABELS.title, NEWS_TITLE_MAX_CHARS),
  text: newsTextSchema,
  audiences: z
    .array(z.enum(NEWS_AUDIENCES), { error: validationMessages.required(NEWS_FIELD_LABELS.audiences) })
    .min(1, { error: validationMessages.required(NEWS_FIELD_LABELS.audiences) })
    .max(NEWS_AUDIENCES.length),
  class_uuid: z.uuid().nullable().default(null),
  grade: z
    .number({ error: validationMessages.integer(NEWS_FIELD_LABELS.grade) })
    .int({ error: validationMessages.integer(NEWS_FIELD_LABELS.grade) })
    .min(1)
    .max(13)
    .nullable()
    .default(null),
  level: z.enum(NEWS_LEVELS).nullable().default(null),
});

function targetIsSingle(fields: { class_uuid: string | null; grade: number | null }) {
  return fields.class_uuid === null || fields.grade === null;
}

export const newsBodySchema = newsFieldsSchema.refine(targetIsSingle, {
  error: NEWS_MESSAGES.classAndGrade,
  path: ['grade'],
});
export type NewsBody = z.input<typeof newsBodySchema>;

/** `filter` of the list query (spec 9: default `stufe:*`). */
export const NEWS_FILTER_DEFAULT = 'stufe:*';
export const newsFilterSchema = z
  .string()
  .regex(/^stufe:(\*|sek1|sek2)$/, { error: NEWS_MESSAGES.filter })
  .default(NEWS_FILTER_DEFAULT);

/** The level named by a filter, null for all. */
export function levelOfFilter(filter: string): NewsLevel | null {
  const value = filter.slice('stufe:'.length);
  return value === 'sek1' || value === 'sek2' ? value : null;
}

/** `GET /news` and `/events` (spec 7, 9): filter, start (0), limit (10). */
export const newsListQuerySchema = z.object({
  filter: newsFilterSchema,
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(LIMITS.newsPageSize),
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

export const newsParamsSchema = z.object({ newsUuid: z.uuid() });

export const newsAuthorSchema = z.object({ uuid: z.uuid().nullable(), name: z.string() });

export const newsItemSchema = z.object({
  uuid: z.uuid(),
  title: z.string(),
  /** Sanitised HTML (decision 093); the client sanitises again before showing it. */
  text: z.string(),
  audiences: z.array(z.enum(NEWS_AUDIENCES)),
  class_uuid: z.uuid().nullable(),
  /** "8a" style label of the learning group, for the list. */
  class_label: z.string().nullable(),
  grade: z.number().int().nullable(),
  level: z.enum(NEWS_LEVELS).nullable(),
  author: newsAuthorSchema,
  /** Whether the caller wrote it (and may edit or delete it). */
  is_own: z.boolean(),
  created_date: z.string(),
  last_modified: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** The list answer of spec 3: items, has_more, quota_max, quota_remaining. */
export function newsListSchemaOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    has_more: z.boolean(),
    /** An addition to the spec's fields: how many items the reader has, for the pagination's last page. */
    total: z.number().int(),
    /** The caller's quota (0 for readers who cannot write). */
    quota_max: z.number().int(),
    quota_remaining: z.number().int(),
  });
}
export const newsListSchema = newsListSchemaOf(newsItemSchema);
export type NewsList = z.infer<typeof newsListSchema>;

/** The roles that may write: teachers and coordinators (decision 092). */
export const NEWS_WRITER_ROLES = ['LEHRER', 'ADMIN_SCHULE', 'ADMIN_LAND', 'SUPER_ADMIN'] as const;
/** The roles that read: the audiences, plus coordinators of Land and Bund who read what they wrote. */
export const NEWS_READER_ROLES = ['SCHUELER', 'LEHRER', 'ADMIN_SCHULE', 'ADMIN_LAND', 'SUPER_ADMIN'] as const;
