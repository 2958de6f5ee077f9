import { z } from 'zod';

/**
 * Mein Weg (spec 1, 3): the guided career-orientation path of a student, Sek I or Sek II, made of
 * stations and tasks. The path is product content (`content/mein-weg/*.json`, decision 060); only
 * the students' answers and the classes' active stations are rows.
 *
 * Every text has a Leichte-Sprache twin with the suffix `_el` – the spec's name for it on
 * explanations (`teaser_el`, `content_el`).
 */

export const MEIN_WEG_LEVELS = ['sek1', 'sek2'] as const;
export type MeinWegLevel = (typeof MEIN_WEG_LEVELS)[number];
export const meinWegLevelSchema = z.enum(MEIN_WEG_LEVELS);

/** German names of the levels. */
export const MEIN_WEG_LEVEL_LABELS: Record<MeinWegLevel, string> = { sek1: 'Sek I', sek2: 'Sek II' };

/**
 * The first grade of the Sekundarstufe II (Einführungsphase in G9 Länder, class 11 in G8 Länder).
 * A class is on the Sek II path only at a school with a Sekundarstufe II (decision 061).
 */
export const SEK2_FIRST_GRADE = 11;

/** The level of a class: Sek II from grade 11 at a school that has a Sekundarstufe II, else Sek I. */
export function levelOfClass(grade: number, schoolHasSekundarstufe2: boolean): MeinWegLevel {
  return schoolHasSekundarstufe2 && grade >= SEK2_FIRST_GRADE ? 'sek2' : 'sek1';
}

export const TASK_KINDS = ['reflection', 'upload', 'checklist', 'link', 'scale'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];
export const taskKindSchema = z.enum(TASK_KINDS);

/** The highest value of the self-assessment scale (1 … 5). */
export const SCALE_MAX = 5;

const text = z.string().trim().min(1);

/** An item of a checklist or of a self-assessment scale. */
export const taskItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  text,
  text_el: text,
});
export type TaskItem = z.infer<typeof taskItemSchema>;

const taskBase = {
  uuid: z.uuid(),
  title: text,
  title_el: text,
  /** The task's instruction, addressed with du. */
  text,
  text_el: text,
};

export const reflectionTaskSchema = z.object({ ...taskBase, kind: z.literal('reflection') });
export const uploadTaskSchema = z.object({ ...taskBase, kind: z.literal('upload') });
export const checklistTaskSchema = z.object({ ...taskBase, kind: z.literal('checklist'), items: z.array(taskItemSchema).min(2) });
/** A screen of the app (`/praktikum`) a link task leads to in the same tab, instead of a website. */
const APP_PATH = /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** Whether a link task's `url` is a screen of the app rather than a website. */
export function isAppPath(url: string): boolean {
  return APP_PATH.test(url);
}

export const linkTaskSchema = z.object({
  ...taskBase,
  kind: z.literal('link'),
  /** A website (https only) or a screen of the app (e.g. the placement and its reports, issue 16). */
  url: z.union([z.url({ protocol: /^https$/ }), z.string().regex(APP_PATH)]),
  link_text: text,
  link_text_el: text,
});
export const scaleTaskSchema = z.object({
  ...taskBase,
  kind: z.literal('scale'),
  items: z.array(taskItemSchema).min(1),
  /** What 1 and {@link SCALE_MAX} mean ("trifft gar nicht zu" … "trifft voll zu"). */
  min_label: text,
  max_label: text,
  min_label_el: text,
  max_label_el: text,
});

/** One task of a station, as authored in content and as the API answers it. */
export const taskSchema = z.discriminatedUnion('kind', [
  reflectionTaskSchema,
  uploadTaskSchema,
  checklistTaskSchema,
  linkTaskSchema,
  scaleTaskSchema,
]);
export type Task = z.infer<typeof taskSchema>;

function hasDistinctIds(list: readonly { id?: string; uuid?: string }[]): boolean {
  const ids = list.map((entry) => entry.id ?? entry.uuid);
  return new Set(ids).size === ids.length;
}

/** Issue 5: at least 3 tasks per station "of different kinds" – read as at least 3 distinct kinds (decision 060). */
export const MIN_TASK_KINDS_PER_STATION = 3;

export const stationContentSchema = z.object({
  uuid: z.uuid(),
  /** A short, stable name for links and tests (`staerken-entdecken`). */
  key: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  title_el: text,
  description: text,
  description_el: text,
  tasks: z
    .array(taskSchema)
    .min(3)
    .refine(
      (tasks) => new Set(tasks.map((task) => task.kind)).size >= MIN_TASK_KINDS_PER_STATION,
      'Eine Station braucht Aufgaben von mindestens drei verschiedenen Arten.',
    )
    .refine(
      (tasks) => tasks.every((task) => !('items' in task) || hasDistinctIds(task.items)),
      'Die Punkte einer Aufgabe brauchen verschiedene ids.',
    ),
});

/** A path file in `content/mein-weg/` (decision 060). */
export const meinWegPathContentSchema = z
  .object({
    uuid: z.uuid(),
    level: meinWegLevelSchema,
    title: text,
    title_el: text,
    description: text,
    description_el: text,
    stations: z.array(stationContentSchema).min(6),
  })
  .refine((path) => hasDistinctIds(path.stations), 'Jede Station braucht eine eigene uuid.')
  .refine((path) => hasDistinctIds(path.stations.flatMap((station) => station.tasks)), 'Jede Aufgabe braucht eine eigene uuid.')
  .refine(
    (path) => new Set(path.stations.flatMap((station) => station.tasks.map((task) => task.kind))).size >= 3,
    'Ein Weg braucht mindestens drei Arten von Aufgaben.',
  );
export type MeinWegPathContent = z.infer<typeof meinWegPathContentSchema>;

// ---------------------------------------------------------------------------------------------
// API answers

export const taskStatusSchema = z.enum(['open', 'started', 'done']);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

export const progressSchema = z.object({ done: z.number().int().min(0), total: z.number().int().min(0) });
export type Progress = z.infer<typeof progressSchema>;

/** A station as `GET /stations` lists it (the catalogue; teachers pick from it). */
export const stationSchema = z.object({
  uuid: z.uuid(),
  level: meinWegLevelSchema,
  /** 1-based place on the path. */
  position: z.number().int().min(1),
  key: z.string(),
  title: z.string(),
  title_el: z.string(),
  description: z.string(),
  description_el: z.string(),
  tasks: z.array(taskSchema),
});
export type Station = z.infer<typeof stationSchema>;

export const stationsQuerySchema = z.object({ level: meinWegLevelSchema.optional() });
export type StationsQuery = z.infer<typeof stationsQuerySchema>;

export const stationListSchema = z.object({ items: z.array(stationSchema) });
export type StationList = z.infer<typeof stationListSchema>;

/** `GET /career-orientations/my`: the student's path with its overall progress. */
export const careerOrientationSchema = z.object({
  uuid: z.uuid(),
  level: meinWegLevelSchema,
  title: z.string(),
  title_el: z.string(),
  description: z.string(),
  description_el: z.string(),
  /** The student's class; null for a student no class has been assigned to yet. */
  class_uuid: z.uuid().nullable(),
  active_station_uuid: z.uuid().nullable(),
  progress: progressSchema,
});
export type CareerOrientation = z.infer<typeof careerOrientationSchema>;

export const myTaskSchema = z.object({ task: taskSchema, status: taskStatusSchema });
export type MyTask = z.infer<typeof myTaskSchema>;

export const myStationSchema = stationSchema.omit({ tasks: true }).extend({
  is_active: z.boolean(),
  progress: progressSchema,
  tasks: z.array(myTaskSchema),
});
export type MyStation = z.infer<typeof myStationSchema>;

/** `GET /career-orientations/my/stations`: the stations of the student's path with progress. */
export const myStationsSchema = z.object({
  level: meinWegLevelSchema,
  active_station_uuid: z.uuid().nullable(),
  items: z.array(myStationSchema),
});
export type MyStations = z.infer<typeof myStationsSchema>;

/** A learning group as the station screens name it. */
export const stationClassSchema = z.object({
  uuid: z.uuid(),
  grade: z.number().int(),
  addition: z.string(),
  level: meinWegLevelSchema,
});
export type StationClass = z.infer<typeof stationClassSchema>;

/** The active station of one class (`/stations/active/{classUuid}`). */
export const classActiveStationSchema = z.object({
  class: stationClassSchema,
  station: stationSchema.omit({ tasks: true }).nullable(),
  activated_date: z.string().nullable(),
});
export type ClassActiveStation = z.infer<typeof classActiveStationSchema>;

/**
 * `GET /stations/active`: the active stations of the caller's classes – a student's own class, a
 * teacher's taught classes, all classes of a school coordinator's school.
 */
export const activeStationListSchema = z.object({ items: z.array(classActiveStationSchema) });
export type ActiveStationList = z.infer<typeof activeStationListSchema>;

export const classParamsSchema = z.object({ classUuid: z.uuid() });
export const classStationParamsSchema = z.object({ classUuid: z.uuid(), stationUuid: z.uuid() });

/**
 * `PATCH /stations/active/{classUuid}/{stationUuid}` (spec 4: requested → activated or error):
 * the answer says the station is active now.
 */
export const stationActivationSchema = classActiveStationSchema.extend({ status: z.literal('activated') });
export type StationActivation = z.infer<typeof stationActivationSchema>;

/** German messages of Mein Weg (teachers: Sie). */
export const MEIN_WEG_MESSAGES = {
  stationOfOtherLevel: 'Diese Station gehört nicht zum Weg dieser Lerngruppe. Bitte wählen Sie eine Station des passenden Wegs.',
  notTeacherOfClass: 'Sie unterrichten diese Lerngruppe nicht. Ihre Schulkoordination kann Ihnen Lerngruppen zuordnen.',
  activatedNotificationTitle: 'Neue Station aktiv',
  activatedNotificationMessage: (stationTitle: string) => `Deine Lehrkraft hat die Station „${stationTitle}“ für deine Klasse aktiviert. Schau gleich rein!`,
  activatedNotificationLink: 'Zu Mein Weg',
} as const;

/** The students' notification about a new station in Leichte Sprache (decision 234); it names the station's `title_el`. */
export const MEIN_WEG_NOTIFICATION_LEICHT = {
  activatedNotificationTitle: 'Neue Station in Mein Weg',
  activatedNotificationMessage: (stationTitle: string) =>
    `Deine Lehrkraft hat eine neue Station für deine Klasse gestartet. Die Station heißt: „${stationTitle}“. Schau gleich rein!`,
  activatedNotificationLink: 'Zu Mein Weg',
} as const satisfies Partial<Record<keyof typeof MEIN_WEG_MESSAGES, unknown>>;

/** Roles that see the station catalogue (everyone who works with the path). */
export const STATION_CATALOGUE_ROLES = ['SCHUELER', 'LEHRER', 'ADMIN_SCHULE', 'ADMIN_LAND', 'SUPER_ADMIN'] as const;
