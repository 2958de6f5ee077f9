import { z } from 'zod';

/**
 * Statistics of a quest (decision 086). `class_size` counts the class's students when asked;
 * `participants` those who joined (done or not); `done` those who finished the task;
 * `missing` those who have not joined yet (class_size − participants).
 */
export const questStatisticsSchema = z.object({
  class_size: z.number().int().min(0),
  participants: z.number().int().min(0),
  done: z.number().int().min(0),
  missing: z.number().int().min(0),
});
export type QuestStatistics = z.infer<typeof questStatisticsSchema>;

/** A student's own part in a quest; null for teachers. */
export const questMyStateSchema = z.enum(['not_joined', 'joined', 'done']);
export type QuestMyState = z.infer<typeof questMyStateSchema>;

export const questSchema = z.object({
  uuid: z.uuid(),
  class_uuid: z.uuid(),
  task_uuid: z.uuid(),
  /** The task's title at start (kept when the path changes later). */
  title: z.string(),
  /** App path of the task in Mein Weg. */
  link: z.string(),
  status: z.enum(['started', 'finished']),
  started_date: z.string(),
  finished_date: z.string().nullable(),
  statistics: questStatisticsSchema,
  my_state: questMyStateSchema.nullable(),
  /** Names of the students still missing, for the class's teachers only (null for students). */
  missing_students: z.array(z.string()).nullable(),
});
export type Quest = z.infer<typeof questSchema>;

export const questListResponseSchema = z.object({ items: z.array(questSchema) });
export type QuestListResponse = z.infer<typeof questListResponseSchema>;

/** `GET /quests?class_uuid=` – a student may leave it out (their own class). */
export const questListQuerySchema = z.object({
  class_uuid: z.uuid({ error: 'Lerngruppe muss eine gültige Kennung sein' }).optional(),
  /** `started` (default): running quests; `all`: the finished ones too (teachers' history). */
  status: z.enum(['started', 'all']).default('started'),
});
/** The input, not the parsed query: the client may leave `status` out (the server defaults it). */
export type QuestListQuery = z.input<typeof questListQuerySchema>;

export const questCreateBodySchema = z.object({
  class_uuid: z.uuid({ error: 'Lerngruppe ist ein Pflichtfeld' }),
  task_uuid: z.uuid({ error: 'Aufgabe ist ein Pflichtfeld' }),
});
export type QuestCreateBody = z.infer<typeof questCreateBodySchema>;

/** `PUT /quests/{id}` – today only finishing; a finished quest stays finished. */
export const questUpdateBodySchema = z.object({
  status: z.literal('finished', { error: 'Status muss „finished“ sein' }),
});
export type QuestUpdateBody = z.infer<typeof questUpdateBodySchema>;

export const questParamsSchema = z.object({ id: z.uuid() });

/** The students' notification when their teacher starts a quest (du: students read it). */
export const QUEST_NOTIFICATION = {
  title: 'Neue Quest für deine Klasse',
  message: (taskTitle: string) => `Deine Lehrkraft hat die Quest „${taskTitle}“ gestartet. Mach mit und sammle Punkte!`,
  linkText: 'Zur Quest',
} as const;

/** The same in Leichte Sprache (decision 234); it names the task's `title_el`. */
export const QUEST_NOTIFICATION_LEICHT = {
  title: 'Neue Quest für deine Klasse',
  message: (taskTitle: string) =>
    `Deine Lehrkraft hat eine Quest gestartet. Eine Quest ist eine Aufgabe für die ganze Klasse. Die Aufgabe heißt: „${taskTitle}“. Mach mit und sammle Punkte!`,
  linkText: 'Zur Quest',
} as const satisfies Record<keyof typeof QUEST_NOTIFICATION, unknown>;

/** German messages of the quest rules. */
export const QUEST_MESSAGES = {
  alreadyRunning: 'Für diese Aufgabe läuft in der Lerngruppe schon eine Quest.',
  unknownTask: 'Diese Aufgabe gibt es im Weg der Lerngruppe nicht.',
} as const;
