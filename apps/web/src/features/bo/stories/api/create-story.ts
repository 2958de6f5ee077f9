import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storySchema, type Story } from '@berufswahl/contracts/bo/stories';
import * as storiesEndpoints from '@berufswahl/contracts/bo/endpoints/stories';
import { refreshAfterStoryChange } from './stories-query-keys';
import { callEndpoint } from '../../../../lib/endpoint-client';

/**
 * `POST /api/bo/v1/artefacts/story` (spec 7): multipart with description and attachment. `headers`
 * carries the Idempotency-Key of an offline draft (decision 240).
 */
export function createStory(body: FormData, headers?: Record<string, string>): Promise<Story> {
  return callEndpoint(storiesEndpoints.createStory, { body, schema: storySchema, headers });
}

export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: FormData; headers?: Record<string, string> }) => createStory(body, headers),
    onSuccess: () => refreshAfterStoryChange(queryClient),
  });
}
