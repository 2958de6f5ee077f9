import { z } from 'zod';
import { validationMessages } from '../shared/validation';
import { SCALE_MAX, taskKindSchema, taskSchema } from './mein-weg';

/**
 * A student's answer to a task of Mein Weg (decision 062): one live answer per student and task,
 * saved as often as the student likes, marked done when it is complete; deleting moves it to the
 * Reflexion trash, from which it can be restored or deleted forever (decision 063).
 */

/** The longest reflection text: about two pages, enough for a thorough reflection. */
export const REFLECTION_TEXT_MAX = 5000;

/** German field names, used in the validation messages. */
export const ANSWER_FIELD_LABELS = { text: 'Deine Antwort', checked: 'Checkliste', ratings: 'Einschätzung' } as const;

/** German messages for students (du). */
export const ANSWER_MESSAGES = {
  kindMismatch: 'Diese Antwort passt nicht zur Aufgabe. Bitte lade die Seite neu.',
  unknownItem: 'Ein Punkt gehört nicht zu dieser Aufgabe. Bitte lade die Seite neu.',
  incompleteChecklist: 'Hake mindestens einen Punkt ab, bevor du die Aufgabe als erledigt markierst.',
  incompleteScale: 'Schätze dich bei jedem Punkt ein, bevor du die Aufgabe als erledigt markierst.',
  incompleteLink: 'Öffne zuerst den Link, bevor du die Aufgabe als erledigt markierst.',
  incompleteUpload: 'Lade zuerst eine Datei hoch, bevor du die Aufgabe als erledigt markierst.',
  fileMissing: 'Bitte wähle eine Datei aus.',
  notAnUploadTask: 'Bei dieser Aufgabe kannst du keine Datei hochladen.',
} as const;

/** The answer messages for students with Leichte Sprache (decision 234). */
export const ANSWER_MESSAGES_LEICHT: Record<keyof typeof ANSWER_MESSAGES, string> = {
  kindMismatch: 'Die Antwort passt nicht zu dieser Aufgabe. Bitte lade die Seite neu.',
  unknownItem: 'Ein Punkt passt nicht zu dieser Aufgabe. Bitte lade die Seite neu.',
  incompleteChecklist: 'Bitte hake zuerst mindestens 1 Punkt ab. Dann kannst du die Aufgabe als erledigt markieren.',
  incompleteScale: 'Bitte schätze dich zuerst bei jedem Punkt ein. Dann kannst du die Aufgabe als erledigt markieren.',
  incompleteLink: 'Bitte öffne zuerst den Link. Dann kannst du die Aufgabe als erledigt markieren.',
  incompleteUpload: 'Bitte lade zuerst eine Datei hoch. Dann kannst du die Aufgabe als erledigt markieren.',
  fileMissing: 'Bitte such eine Datei aus.',
  notAnUploadTask: 'Bei dieser Aufgabe kannst du keine Datei hoch·laden.',
};

const reflectionText = z
  .string({ error: validationMessages.required(ANSWER_FIELD_LABELS.text) })
  .trim()
  .min(1, { error: validationMessages.required(ANSWER_FIELD_LABELS.text) })
  .max(REFLECTION_TEXT_MAX, { error: validationMessages.max(ANSWER_FIELD_LABELS.text, REFLECTION_TEXT_MAX) });

const itemId = z.string().regex(/^[a-z0-9-]+$/).max(64);

const rating = z
  .number({ error: validationMessages.integer(ANSWER_FIELD_LABELS.ratings) })
  .int({ error: validationMessages.integer(ANSWER_FIELD_LABELS.ratings) })
  .min(1, { error: `${ANSWER_FIELD_LABELS.ratings} muss zwischen 1 und ${SCALE_MAX} liegen` })
  .max(SCALE_MAX, { error: `${ANSWER_FIELD_LABELS.ratings} muss zwischen 1 und ${SCALE_MAX} liegen` });

/** `done`: the student says the task is finished; a finished answer can be reopened with false. */
const done = z.boolean().default(false);

/**
 * `based_on`: the `last_modified` of the answer the client last saw, `null` when it saw none.
 * Given, the save is refused with 409 ANSWER_CHANGED (and the current answer) when the stored
 * answer is another one by now – changed on another device while a draft waited offline
 * (decision 240). Left out, the save overwrites as before.
 */
const basedOn = z.string().max(40).nullable().optional();

/** `PUT /tasks/{taskUuid}/answer`: what the student answered, by the task's kind. */
export const saveAnswerBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reflection'), text: reflectionText, done, based_on: basedOn }),
  z.object({ kind: z.literal('checklist'), checked: z.array(itemId).max(50), done, based_on: basedOn }),
  z.object({ kind: z.literal('scale'), ratings: z.record(itemId, rating), done, based_on: basedOn }),
  z.object({ kind: z.literal('link'), visited: z.boolean(), done, based_on: basedOn }),
  /** The file itself comes with `POST /tasks/{taskUuid}/answer/file`; this only marks done. */
  z.object({ kind: z.literal('upload'), done, based_on: basedOn }),
]);
export type SaveAnswerBody = z.input<typeof saveAnswerBodySchema>;
export type SaveAnswerBodyParsed = z.output<typeof saveAnswerBodySchema>;

export const answerFileSchema = z.object({ uuid: z.uuid(), filename: z.string() });

/** The multipart field of `POST /tasks/{taskUuid}/answer/file` (the files module reads it). */
export const ANSWER_FILE_FIELD = 'file';

export const answerSchema = z.object({
  uuid: z.uuid(),
  task_uuid: z.uuid(),
  station_uuid: z.uuid(),
  kind: taskKindSchema,
  text: z.string().nullable(),
  checked: z.array(z.string()),
  ratings: z.record(z.string(), z.number().int()),
  link_visited_date: z.string().nullable(),
  file: answerFileSchema.nullable(),
  done: z.boolean(),
  done_date: z.string().nullable(),
  created_date: z.string(),
  last_modified: z.string(),
  deleted_date: z.string().nullable(),
});
export type Answer = z.infer<typeof answerSchema>;

export const taskParamsSchema = z.object({ taskUuid: z.uuid() });
export const answerParamsSchema = z.object({ answerUuid: z.uuid() });

/** `GET /tasks/{taskUuid}`: a task of the student's path, its station and the student's answer. */
export const taskDetailSchema = z.object({
  task: taskSchema,
  station: z.object({ uuid: z.uuid(), position: z.number().int(), title: z.string(), title_el: z.string() }),
  answer: answerSchema.nullable(),
  /** A short-lived link to the uploaded file (upload tasks), null without one. */
  file_url: z.string().nullable(),
});
export type TaskDetail = z.infer<typeof taskDetailSchema>;

/** An answer as the Reflexion list shows it: with the names of its task and station. */
export const reflectionSchema = answerSchema.extend({
  task_title: z.string(),
  task_title_el: z.string(),
  station_title: z.string(),
  station_title_el: z.string(),
});
export type Reflection = z.infer<typeof reflectionSchema>;

/** `GET /reflections` and `/reflections/trash`, newest first. */
export const reflectionListSchema = z.object({ items: z.array(reflectionSchema) });
export type ReflectionList = z.infer<typeof reflectionListSchema>;
