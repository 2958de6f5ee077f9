/**
 * Every query about the student's path, tasks and answers starts with this key: a saved answer
 * changes progress, the task and the Reflexion list at once, so one invalidation refreshes all.
 */
export const meinWegQueryKey = ['bo', 'mein-weg'] as const;
