import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  activeStationListSchema,
  stationActivationSchema,
  stationListSchema,
  type ActiveStationList,
  type StationActivation,
  type StationList,
} from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';

const stationsQueryKey = ['bo', 'stations'] as const;

/** `GET /api/bo/v1/stations`: the station catalogue of both paths. */
export function getStations(): Promise<StationList> {
  return apiRequest('/api/bo/v1/stations', { schema: stationListSchema });
}

/** `GET /api/bo/v1/stations/active`: the active station of each of the caller's classes. */
export function getActiveStations(): Promise<ActiveStationList> {
  return apiRequest('/api/bo/v1/stations/active', { schema: activeStationListSchema });
}

/** `PATCH /api/bo/v1/stations/active/{classUuid}/{stationUuid}` (spec 4: requested → activated or error). */
export function activateStation(classUuid: string, stationUuid: string): Promise<StationActivation> {
  return apiRequest(`/api/bo/v1/stations/active/${encodeURIComponent(classUuid)}/${encodeURIComponent(stationUuid)}`, {
    method: 'PATCH',
    schema: stationActivationSchema,
  });
}

export function useStations() {
  return useQuery({ queryKey: [...stationsQueryKey, 'catalogue'], queryFn: getStations, staleTime: Infinity });
}

export function useActiveStations() {
  return useQuery({ queryKey: [...stationsQueryKey, 'active'], queryFn: getActiveStations });
}

export function useActivateStation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classUuid, stationUuid }: { classUuid: string; stationUuid: string }) => activateStation(classUuid, stationUuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...stationsQueryKey, 'active'] }),
  });
}
