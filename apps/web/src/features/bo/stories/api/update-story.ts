import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storySchema, type Story } from '@berufswahl/contracts/bo/stories';
import * as storiesEndpoints from '@berufswahl/contracts/bo/endpoints/stories';
import { refreshAfterStoryChange } from './stories-query-keys';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** `PATCH /api/bo/v1/artefacts/stories/:storyUuid`: new text, and a new or no attachment. */
export function updateStory({ storyUuid, body }: { storyUuid: string; body: FormData }): Promise<Story> {
  return callEndpoint(storiesEndpoints.updateStory, { params: { storyUuid }, body, schema: storySchema });
}

export function useUpdateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStory,
    onSuccess: () => refreshAfterStoryChange(queryClient),
  });
}
