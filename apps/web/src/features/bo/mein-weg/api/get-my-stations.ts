import { useQuery } from '@tanstack/react-query';
import { careerOrientationSchema, myStationsSchema, type CareerOrientation, type MyStations } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { meinWegQueryKey } from './mein-weg-query-keys';

/** `GET /api/bo/v1/career-orientations/my` (spec 7): the student's path with overall progress. */
export function getMyCareerOrientation(): Promise<CareerOrientation> {
  return apiRequest('/api/bo/v1/career-orientations/my', { schema: careerOrientationSchema });
}

/** `GET /api/bo/v1/career-orientations/my/stations`: stations with tasks, status and progress. */
export function getMyStations(): Promise<MyStations> {
  return apiRequest('/api/bo/v1/career-orientations/my/stations', { schema: myStationsSchema });
}

export function useMyCareerOrientation() {
  return useQuery({ queryKey: [...meinWegQueryKey, 'my'], queryFn: getMyCareerOrientation });
}

export function useMyStations() {
  return useQuery({ queryKey: [...meinWegQueryKey, 'my', 'stations'], queryFn: getMyStations });
}
