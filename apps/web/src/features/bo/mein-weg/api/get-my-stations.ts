import { useQuery } from '@tanstack/react-query';
import { careerOrientationSchema, myStationsSchema, type CareerOrientation, type MyStations } from '@berufswahl/contracts/bo/mein-weg';
import * as meinWegEndpoints from '@berufswahl/contracts/bo/endpoints/mein-weg';
import { meinWegQueryKeys } from './mein-weg-query-keys';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** `GET /api/bo/v1/career-orientations/my` (spec 7): the student's path with overall progress. */
export function getMyCareerOrientation(): Promise<CareerOrientation> {
  return callEndpoint(meinWegEndpoints.myCareerOrientation, { schema: careerOrientationSchema });
}

/** `GET /api/bo/v1/career-orientations/my/stations`: stations with tasks, status and progress. */
export function getMyStations(): Promise<MyStations> {
  return callEndpoint(meinWegEndpoints.myStations, { schema: myStationsSchema });
}

export function useMyCareerOrientation() {
  return useQuery({ queryKey: meinWegQueryKeys.my, queryFn: getMyCareerOrientation });
}

export function useMyStations() {
  return useQuery({ queryKey: meinWegQueryKeys.myStations, queryFn: getMyStations });
}
