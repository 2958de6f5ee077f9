import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArcadeSettings } from '@berufswahl/contracts';
import { apiRequest } from '../../../lib/api-client';
import { rankingQueryKey, settingsQueryKey } from './arcade-query-keys';

/** `GET /api/arcade/v1/settings`: whether the student appears in the class ranking. */
export function getArcadeSettings(): Promise<ArcadeSettings> {
  return apiRequest<ArcadeSettings>('/api/arcade/v1/settings');
}

export function useArcadeSettings() {
  return useQuery({ queryKey: settingsQueryKey, queryFn: getArcadeSettings });
}

/** `PUT /api/arcade/v1/settings`. */
export function updateArcadeSettings(settings: ArcadeSettings): Promise<ArcadeSettings> {
  return apiRequest<ArcadeSettings>('/api/arcade/v1/settings', { method: 'PUT', body: settings });
}

export function useUpdateArcadeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArcadeSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsQueryKey, settings);
      return queryClient.invalidateQueries({ queryKey: rankingQueryKey });
    },
  });
}
