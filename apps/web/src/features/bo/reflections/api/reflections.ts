import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reflectionListSchema, reflectionSchema, type Reflection, type ReflectionList } from '@berufswahl/contracts';
import * as reflectionsEndpoints from '@berufswahl/contracts/bo/endpoints/reflections';
import { meinWegQueryKeys } from '../../mein-weg/api/mein-weg-query-keys';
import { filesQueryKeys } from '../../../../lib/query-keys';
import { callEndpoint } from '../../../../lib/endpoint-client';

export type ReflectionView = 'active' | 'trash';

/** `GET /api/bo/v1/reflections` and `/reflections/trash`: the student's answers, newest first. */
export function getReflections(view: ReflectionView): Promise<ReflectionList> {
  return callEndpoint(view === 'trash' ? reflectionsEndpoints.reflectionsTrash : reflectionsEndpoints.reflections, { schema: reflectionListSchema });
}

export function useReflections(view: ReflectionView) {
  return useQuery({ queryKey: meinWegQueryKeys.reflections(view), queryFn: () => getReflections(view) });
}

export function trashReflection(answerUuid: string): Promise<Reflection> {
  return callEndpoint(reflectionsEndpoints.trashReflection, { params: { answerUuid }, schema: reflectionSchema });
}

export function restoreReflection(answerUuid: string): Promise<Reflection> {
  return callEndpoint(reflectionsEndpoints.restoreReflection, { params: { answerUuid }, schema: reflectionSchema });
}

export function deleteReflectionForever(answerUuid: string): Promise<void> {
  return callEndpoint(reflectionsEndpoints.deleteReflection, { params: { answerUuid } });
}

/** One mutation per action; each refreshes the lists, progress and the storage bar (files follow answers). */
function useReflectionMutation<T>(mutationFn: (answerUuid: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: meinWegQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: filesQueryKeys.all });
    },
  });
}

export const useTrashReflection = () => useReflectionMutation(trashReflection);
export const useRestoreReflection = () => useReflectionMutation(restoreReflection);
export const useDeleteReflectionForever = () => useReflectionMutation(deleteReflectionForever);
