import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reflectionListSchema, reflectionSchema, type Reflection, type ReflectionList } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { meinWegQueryKey } from '../../mein-weg/api/mein-weg-query-keys';

export type ReflectionView = 'active' | 'trash';

/** `GET /api/bo/v1/reflections` and `/reflections/trash`: the student's answers, newest first. */
export function getReflections(view: ReflectionView): Promise<ReflectionList> {
  return apiRequest(view === 'trash' ? '/api/bo/v1/reflections/trash' : '/api/bo/v1/reflections', { schema: reflectionListSchema });
}

export function useReflections(view: ReflectionView) {
  return useQuery({ queryKey: [...meinWegQueryKey, 'reflections', view], queryFn: () => getReflections(view) });
}

export function trashReflection(answerUuid: string): Promise<Reflection> {
  return apiRequest(`/api/bo/v1/reflections/${encodeURIComponent(answerUuid)}`, { method: 'DELETE', schema: reflectionSchema });
}

export function restoreReflection(answerUuid: string): Promise<Reflection> {
  return apiRequest(`/api/bo/v1/reflections/trash/${encodeURIComponent(answerUuid)}/restore`, { method: 'POST', schema: reflectionSchema });
}

export function deleteReflectionForever(answerUuid: string): Promise<void> {
  return apiRequest(`/api/bo/v1/reflections/trash/${encodeURIComponent(answerUuid)}`, { method: 'DELETE' });
}

/** One mutation per action; each refreshes the lists, progress and the storage bar (files follow answers). */
function useReflectionMutation<T>(mutationFn: (answerUuid: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: meinWegQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['files'] });
    },
  });
}

export const useTrashReflection = () => useReflectionMutation(trashReflection);
export const useRestoreReflection = () => useReflectionMutation(restoreReflection);
export const useDeleteReflectionForever = () => useReflectionMutation(deleteReflectionForever);
