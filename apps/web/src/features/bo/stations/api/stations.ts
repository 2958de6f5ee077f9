import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  activeStationListSchema,
  stationActivationSchema,
  stationListSchema,
  type ActiveStationList,
  type StationActivation,
  type StationList,
} from '@berufswahl/contracts/bo/mein-weg';
import * as stationsEndpoints from '@berufswahl/contracts/bo/endpoints/stations';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { stationsQueryKeys } from '../../../../lib/query-keys';

/** `GET /api/bo/v1/stations`: the station catalogue of both paths. */
export function getStations(): Promise<StationList> {
  return callEndpoint(stationsEndpoints.stations, { schema: stationListSchema });
}

/** `GET /api/bo/v1/stations/active`: the active station of each of the caller's classes. */
export function getActiveStations(): Promise<ActiveStationList> {
  return callEndpoint(stationsEndpoints.activeStations, { schema: activeStationListSchema });
}

/** `PATCH /api/bo/v1/stations/active/{classUuid}/{stationUuid}` (spec 4: requested → activated or error). */
export function activateStation(classUuid: string, stationUuid: string): Promise<StationActivation> {
  return callEndpoint(stationsEndpoints.setStationActivation, { params: { classUuid, stationUuid }, schema: stationActivationSchema });
}

export function useStations() {
  return useQuery({ queryKey: stationsQueryKeys.catalogue, queryFn: getStations, staleTime: Infinity });
}

export function useActiveStations() {
  return useQuery({ queryKey: stationsQueryKeys.active, queryFn: getActiveStations });
}

export function useActivateStation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classUuid, stationUuid }: { classUuid: string; stationUuid: string }) => activateStation(classUuid, stationUuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stationsQueryKeys.active }),
  });
}
