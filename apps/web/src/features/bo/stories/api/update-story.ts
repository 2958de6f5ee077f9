import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storySchema, type Story } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { refreshAfterStoryChange } from './stories-query-keys';

/** `PATCH /api/bo/v1/artefacts/stories/:storyUuid`: new text, and a new or no attachment. */
export function updateStory({ storyUuid, body }: { storyUuid: string; body: FormData }): Promise<Story> {
  return apiRequest(`/api/bo/v1/artefacts/stories/${encodeURIComponent(storyUuid)}`, { method: 'PATCH', body, schema: storySchema });
}

export function useUpdateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStory,
    onSuccess: () => refreshAfterStoryChange(queryClient),
  });
}
