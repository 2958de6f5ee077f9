import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reflectionListSchema, reflectionSchema, type Reflection, type ReflectionList } from '@berufswahl/contracts/bo/mein-weg-answers';
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

/**
 * One mutation per action. The answer leaves its list at once – a button of an answer that is
 * already gone must not stay on screen until the refetch – and lands in the other list when the
 * server returned it; then lists, progress and the storage bar (files follow answers) refresh.
 */
function useReflectionMutation<T extends Reflection | void>(mutationFn: (answerUuid: string) => Promise<T>, landsIn: ReflectionView | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result, answerUuid) => {
      for (const view of ['active', 'trash'] as const) {
        queryClient.setQueryData<ReflectionList>(meinWegQueryKeys.reflections(view), (list) => {
          if (!list) return list;
          const others = list.items.filter((item) => item.uuid !== answerUuid);
          return { items: view === landsIn && result ? [result, ...others] : others };
        });
      }
      void queryClient.invalidateQueries({ queryKey: meinWegQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: filesQueryKeys.all });
    },
  });
}

export const useTrashReflection = () => useReflectionMutation(trashReflection, 'trash');
export const useRestoreReflection = () => useReflectionMutation(restoreReflection, 'active');
export const useDeleteReflectionForever = () => useReflectionMutation(deleteReflectionForever, null);
