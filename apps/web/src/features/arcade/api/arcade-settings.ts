import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArcadeSettings } from '@berufswahl/contracts';
import * as rankingsEndpoints from '@berufswahl/contracts/arcade/endpoints/rankings';
import { arcadeQueryKeys } from '../../../lib/query-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

/** `GET /api/arcade/v1/settings`: whether the student appears in the class ranking. */
export function getArcadeSettings(): Promise<ArcadeSettings> {
  return callEndpoint(rankingsEndpoints.settings);
}

export function useArcadeSettings() {
  return useQuery({ queryKey: arcadeQueryKeys.settings, queryFn: getArcadeSettings });
}

/** `PUT /api/arcade/v1/settings`. */
export function updateArcadeSettings(settings: ArcadeSettings): Promise<ArcadeSettings> {
  return callEndpoint(rankingsEndpoints.saveSettings, { body: settings });
}

export function useUpdateArcadeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArcadeSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(arcadeQueryKeys.settings, settings);
      return queryClient.invalidateQueries({ queryKey: arcadeQueryKeys.ranking });
    },
  });
}
