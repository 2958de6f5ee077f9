import { useQuery } from '@tanstack/react-query';
import { pinboardClassListSchema, type PinboardClassList } from '@berufswahl/contracts/bo/pinboard';
import * as pinboardEndpoints from '@berufswahl/contracts/bo/endpoints/pinboard';
import { pinboardQueryKeys } from './pinboard-query-keys';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** `GET /api/bo/v1/pinboard/classes`: the teacher's classes with their number of pins. */
export function getTeacherClasses(): Promise<PinboardClassList> {
  return callEndpoint(pinboardEndpoints.pinboardClasses, { schema: pinboardClassListSchema });
}

export function useTeacherClasses() {
  return useQuery({ queryKey: pinboardQueryKeys.classes, queryFn: getTeacherClasses });
}
