import { useQuery } from '@tanstack/react-query';
import type { ActiveStationList, MeinWegLevel, StationList } from '@berufswahl/contracts';
import * as stationsEndpoints from '@berufswahl/contracts/bo/endpoints/stations';
import { stationsQueryKeys } from '../../../lib/query-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

/**
 * `GET /api/bo/v1/stations/active` (Mein Weg): the caller's classes with their level and active
 * station – a teacher's taught classes, a student's own class.
 */
export function getActiveStations(): Promise<ActiveStationList> {
  return callEndpoint(stationsEndpoints.activeStations);
}

export function useActiveStations() {
  return useQuery({ queryKey: stationsQueryKeys.active, queryFn: getActiveStations });
}

/** `GET /api/bo/v1/stations?level=`: the stations of a path with their tasks (quests pick from them). */
export function getStationsOfLevel(level: MeinWegLevel): Promise<StationList> {
  return callEndpoint(stationsEndpoints.stations, { query: { level } });
}

export function useStationsOfLevel(level: MeinWegLevel | undefined) {
  return useQuery({
    queryKey: stationsQueryKeys.ofLevel(level),
    queryFn: () => getStationsOfLevel(level ?? 'sek1'),
    enabled: level !== undefined,
  });
}
