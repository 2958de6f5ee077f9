import { useQuery } from '@tanstack/react-query';
import { taskDetailSchema, type TaskDetail } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { meinWegQueryKey } from './mein-weg-query-keys';

/** `GET /api/bo/v1/tasks/{taskUuid}`: a task of the student's path and the own answer. */
export function getTask(taskUuid: string): Promise<TaskDetail> {
  return apiRequest(`/api/bo/v1/tasks/${encodeURIComponent(taskUuid)}`, { schema: taskDetailSchema });
}

export function useTask(taskUuid: string) {
  return useQuery({ queryKey: [...meinWegQueryKey, 'task', taskUuid], queryFn: () => getTask(taskUuid) });
}
