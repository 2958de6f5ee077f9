import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storySchema, type Story } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { refreshAfterStoryChange } from './stories-query-keys';

const storyPath = (storyUuid: string) => `/api/bo/v1/artefacts/stories/${encodeURIComponent(storyUuid)}`;

/** `DELETE …/stories/:storyUuid`: moves the story to the trash. */
export function trashStory(storyUuid: string): Promise<Story> {
  return apiRequest(storyPath(storyUuid), { method: 'DELETE', schema: storySchema });
}

/** `POST …/stories/:storyUuid/restore`: takes it back out of the trash. */
export function restoreStory(storyUuid: string): Promise<Story> {
  return apiRequest(`${storyPath(storyUuid)}/restore`, { method: 'POST', schema: storySchema });
}

/** `DELETE …/stories/:storyUuid/forever`: deletes it with its attachment for good. */
export async function deleteStoryForever(storyUuid: string): Promise<void> {
  await apiRequest(`${storyPath(storyUuid)}/forever`, { method: 'DELETE' });
}

function useStoryChange<T>(change: (storyUuid: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => refreshAfterStoryChange(queryClient),
  });
}

export const useTrashStory = () => useStoryChange(trashStory);
export const useRestoreStory = () => useStoryChange(restoreStory);
export const useDeleteStoryForever = () => useStoryChange(deleteStoryForever);
