/**
 * Every query about the student's path, tasks and answers starts with `['bo', 'mein-weg']`: a saved
 * answer changes progress, the task and the Reflexion list at once, so one invalidation of `all`
 * refreshes them.
 */
const meinWeg = ['bo', 'mein-weg'] as const;
export const meinWegQueryKeys = {
  all: meinWeg,
  my: [...meinWeg, 'my'],
  myStations: [...meinWeg, 'my', 'stations'],
  task: (taskUuid: string) => [...meinWeg, 'task', taskUuid] as const,
  reflections: (view: 'active' | 'trash') => [...meinWeg, 'reflections', view] as const,
} as const;
