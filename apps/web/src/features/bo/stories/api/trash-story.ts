import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storySchema, type Story } from '@berufswahl/contracts/bo/stories';
import * as storiesEndpoints from '@berufswahl/contracts/bo/endpoints/stories';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { refreshAfterStoryChange } from './stories-query-keys';

/** `DELETE …/stories/:storyUuid`: moves the story to the trash. */
export function trashStory(storyUuid: string): Promise<Story> {
  return callEndpoint(storiesEndpoints.trashStory, { params: { storyUuid }, schema: storySchema });
}

/** `POST …/stories/:storyUuid/restore`: takes it back out of the trash. */
export function restoreStory(storyUuid: string): Promise<Story> {
  return callEndpoint(storiesEndpoints.restoreStory, { params: { storyUuid }, schema: storySchema });
}

/** `DELETE …/stories/:storyUuid/forever`: deletes it with its attachment for good. */
export async function deleteStoryForever(storyUuid: string): Promise<void> {
  await callEndpoint(storiesEndpoints.deleteStory, { params: { storyUuid } });
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
