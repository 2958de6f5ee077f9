import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storySchema, type Story } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { refreshAfterStoryChange } from './stories-query-keys';

/** `POST /api/bo/v1/artefacts/story` (spec 7): multipart with description and attachment. */
export function createStory(body: FormData): Promise<Story> {
  return apiRequest('/api/bo/v1/artefacts/story', { method: 'POST', body, schema: storySchema });
}

export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStory,
    onSuccess: () => refreshAfterStoryChange(queryClient),
  });
}
