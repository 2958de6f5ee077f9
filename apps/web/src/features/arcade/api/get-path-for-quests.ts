import { useQuery } from '@tanstack/react-query';
import type { ActiveStationList, MeinWegLevel, StationList } from '@berufswahl/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * `GET /api/bo/v1/stations/active` (Mein Weg): the caller's classes with their level and active
 * station – a teacher's taught classes, a student's own class.
 */
export function getActiveStations(): Promise<ActiveStationList> {
  return apiRequest<ActiveStationList>('/api/bo/v1/stations/active');
}

export function useActiveStations() {
  return useQuery({ queryKey: ['bo', 'stations', 'active'], queryFn: getActiveStations });
}

/** `GET /api/bo/v1/stations?level=`: the stations of a path with their tasks (quests pick from them). */
export function getStationsOfLevel(level: MeinWegLevel): Promise<StationList> {
  return apiRequest<StationList>(`/api/bo/v1/stations?level=${encodeURIComponent(level)}`);
}

export function useStationsOfLevel(level: MeinWegLevel | undefined) {
  return useQuery({
    queryKey: ['bo', 'stations', level],
    queryFn: () => getStationsOfLevel(level ?? 'sek1'),
    enabled: level !== undefined,
  });
}
