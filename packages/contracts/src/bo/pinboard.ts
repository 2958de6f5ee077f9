import { z } from 'zod';
import { requiredText } from '../shared/validation';

/*
 * Pinnwand (decision 074): a student pins a story, a finished task answer or a statement to share
 * it with the teachers of the class; unpinning withdraws it. Routes under /api/bo/v1:
 *   student (own):
 *     GET    /pinboard/my                          own pins with the teachers' feedback
 *     GET    /pinboard/my/candidates               what may be pinned, each with its pin if any
 *     POST   /pinboard/my/entries                  pin  { kind, item_uuid } (again: the same pin)
 *     DELETE /pinboard/my/entries/:entryUuid       unpin (the entry and its feedback are gone)
 *   teacher (LEHRER of the class; decision 075):
 *     GET    /pinboard/classes                     own classes with their number of pins
 *     GET    /pinboard/classes/:classUuid          the class's pins
 *     POST   /pinboard/classes/:classUuid/entries/:entryUuid/feedback   { text } – notifies the student
 *     PATCH  …/feedback/:feedbackUuid   { text } – the author changes his feedback (decision 136)
 *     DELETE …/feedback/:feedbackUuid   the author takes it back
 */

export const PINBOARD_ITEM_KINDS = ['story', 'task_answer', 'statement'] as const;
export const pinboardItemKindSchema = z.enum(PINBOARD_ITEM_KINDS);
export type PinboardItemKind = z.infer<typeof pinboardItemKindSchema>;

/** Feedback is a few sentences for one student; longer talks belong in person. */
export const PINBOARD_FEEDBACK_MAX = 1000;
/** Longest text a pin shows of its item (a story may have 2500 characters). */
export const PINBOARD_PREVIEW_MAX = 2500;

export const PINBOARD_FIELD_LABELS = { text: 'Rückmeldung', kind: 'Art', itemUuid: 'Beitrag' } as const;

/** The errors only the student reads (du), apart so that they can have Leichte-Sprache twins (decision 234). */
export const PINBOARD_STUDENT_MESSAGES = {
  noClass: 'Du bist noch keiner Lerngruppe zugeordnet. Deine Pinnwand geht erst, wenn du in einer Lerngruppe bist.',
  taskNotDone: 'Du kannst nur Aufgaben anheften, die du erledigt hast.',
} as const;

/** The student's errors in Leichte Sprache (decision 234). */
export const PINBOARD_STUDENT_MESSAGES_LEICHT: Record<keyof typeof PINBOARD_STUDENT_MESSAGES, string> = {
  noClass: 'Du bist noch in keiner Klasse. Deine Pinn·wand geht erst, wenn du in einer Klasse bist.',
  taskNotDone: 'Du kannst nur Aufgaben an die Pinn·wand heften, die du fertig hast.',
};

/** Teachers read Sie, the student du; the notification goes to the student. */
export const PINBOARD_MESSAGES = {
  ...PINBOARD_STUDENT_MESSAGES,
  notTeacherOfClass: 'Sie unterrichten diese Lerngruppe nicht. Nur ihre Lehrkräfte sehen die Pinnwand.',
  feedbackNotificationTitle: 'Neue Rückmeldung an deiner Pinnwand',
  feedbackNotificationMessage: (teacherName: string) => `${teacherName} hat dir eine Rückmeldung zu einem angehefteten Beitrag geschrieben.`,
  feedbackNotificationLink: 'Zur Pinnwand',
  feedbackNotYours: 'Sie können nur Ihre eigene Rückmeldung ändern oder löschen.',
} as const;

/** The student's notification about feedback in Leichte Sprache (decision 234), stored beside it. */
export const PINBOARD_NOTIFICATION_LEICHT = {
  feedbackNotificationTitle: 'Neue Rückmeldung an deiner Pinn·wand',
  feedbackNotificationMessage: (teacherName: string) =>
    `${teacherName} hat dir eine Rückmeldung geschrieben. Die Rückmeldung ist zu deinem Beitrag an der Pinn·wand.`,
  feedbackNotificationLink: 'Zur Pinn·wand',
} as const satisfies Partial<Record<keyof typeof PINBOARD_MESSAGES, unknown>>;

export const pinItemSchema = z.object({ kind: pinboardItemKindSchema, item_uuid: z.uuid() });
export type PinItemInput = z.infer<typeof pinItemSchema>;

export const pinboardEntryParamsSchema = z.object({ entryUuid: z.uuid() });
export const pinboardClassParamsSchema = z.object({ classUuid: z.uuid() });
export const pinboardFeedbackParamsSchema = z.object({ classUuid: z.uuid(), entryUuid: z.uuid() });
export const pinboardFeedbackItemParamsSchema = pinboardFeedbackParamsSchema.extend({ feedbackUuid: z.uuid() });

export const pinboardFeedbackInputSchema = z.object({ text: requiredText(PINBOARD_FIELD_LABELS.text, PINBOARD_FEEDBACK_MAX) });
export type PinboardFeedbackInput = z.infer<typeof pinboardFeedbackInputSchema>;

export const pinboardFeedbackSchema = z.object({
  uuid: z.uuid(),
  text: z.string(),
  /** The teacher's first name and surname; null once the account is erased. */
  author_name: z.string().nullable(),
  created_date: z.string(),
  /** When the author last changed the text; null while it is as first sent. */
  edited_date: z.string().nullable(),
  /** Whether the reader wrote it (and so may change or delete it). */
  is_mine: z.boolean(),
});
export type PinboardFeedback = z.infer<typeof pinboardFeedbackSchema>;

/** The pinned item as the pin shows it: a title for task answers (the task's), and its text. */
export const pinboardItemSchema = z.object({
  kind: pinboardItemKindSchema,
  uuid: z.uuid(),
  /** The task's title for a task answer; null for stories and statements. */
  title: z.string().nullable(),
  text: z.string(),
  /** The attachment's file name (a story's file, a task answer's upload). */
  attachment_name: z.string().nullable(),
  /**
   * A short-lived link to the attachment and its type, for the student and – once pinned – the
   * class's teachers (decision 135); null without an attachment or when it cannot be linked now.
   */
  attachment: z.object({ content_type: z.string(), signed_url: z.string() }).nullable(),
  last_modified: z.string(),
});
export type PinboardItem = z.infer<typeof pinboardItemSchema>;

export const pinboardEntrySchema = z.object({
  uuid: z.uuid(),
  item: pinboardItemSchema,
  pinned_date: z.string(),
  feedback: z.array(pinboardFeedbackSchema),
});
export type PinboardEntry = z.infer<typeof pinboardEntrySchema>;

export const myPinboardSchema = z.object({ entries: z.array(pinboardEntrySchema) });
export type MyPinboard = z.infer<typeof myPinboardSchema>;

/** Something the student may pin; `entry_uuid` is set when it is pinned already. */
export const pinboardCandidateSchema = z.object({ item: pinboardItemSchema, entry_uuid: z.uuid().nullable() });
export type PinboardCandidate = z.infer<typeof pinboardCandidateSchema>;
export const pinboardCandidatesSchema = z.object({ items: z.array(pinboardCandidateSchema) });
export type PinboardCandidates = z.infer<typeof pinboardCandidatesSchema>;

export const pinboardClassSchema = z.object({
  uuid: z.uuid(),
  grade: z.number().int(),
  addition: z.string(),
  entry_count: z.number().int().min(0),
});
export type PinboardClass = z.infer<typeof pinboardClassSchema>;
export const pinboardClassListSchema = z.object({ classes: z.array(pinboardClassSchema) });
export type PinboardClassList = z.infer<typeof pinboardClassListSchema>;

export const classPinboardEntrySchema = pinboardEntrySchema.extend({
  student: z.object({ uuid: z.uuid(), first_name: z.string(), surname: z.string() }),
});
export type ClassPinboardEntry = z.infer<typeof classPinboardEntrySchema>;

export const classPinboardSchema = z.object({
  class: pinboardClassSchema.omit({ entry_count: true }),
  entries: z.array(classPinboardEntrySchema),
});
export type ClassPinboard = z.infer<typeof classPinboardSchema>;

/** A name for a class as teachers say it: grade and addition, e.g. "8a". */
export function pinboardClassName(schoolClass: { grade: number; addition: string }): string {
  return `${schoolClass.grade}${schoolClass.addition}`;
}
