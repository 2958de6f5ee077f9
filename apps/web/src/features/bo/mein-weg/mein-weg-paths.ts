/** The client's paths of Mein Weg (menu targets and the task screen). */
export const MEIN_WEG_PATHS = {
  meinWeg: '/mein-weg',
  task: (taskUuid: string) => `/mein-weg/aufgaben/${encodeURIComponent(taskUuid)}`,
  reflexion: '/reflexion',
  stations: '/stationen',
} as const;
