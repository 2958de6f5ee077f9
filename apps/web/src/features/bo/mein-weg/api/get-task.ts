import { useQuery } from '@tanstack/react-query';
import { taskDetailSchema, type TaskDetail } from '@berufswahl/contracts/bo/mein-weg-answers';
import * as meinWegEndpoints from '@berufswahl/contracts/bo/endpoints/mein-weg';
import { meinWegQueryKeys } from './mein-weg-query-keys';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** `GET /api/bo/v1/tasks/{taskUuid}`: a task of the student's path and the own answer. */
export function getTask(taskUuid: string): Promise<TaskDetail> {
  return callEndpoint(meinWegEndpoints.task, { params: { taskUuid }, schema: taskDetailSchema });
}

export function useTask(taskUuid: string) {
  return useQuery({ queryKey: meinWegQueryKeys.task(taskUuid), queryFn: () => getTask(taskUuid) });
}
