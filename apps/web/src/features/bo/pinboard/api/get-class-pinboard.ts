import { useQuery } from '@tanstack/react-query';
import { classPinboardSchema, type ClassPinboard } from '@berufswahl/contracts/bo/pinboard';
import * as pinboardEndpoints from '@berufswahl/contracts/bo/endpoints/pinboard';
import { pinboardQueryKeys } from './pinboard-query-keys';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** `GET /api/bo/v1/pinboard/classes/:classUuid`: the class's pins (teachers of the class). */
export function getClassPinboard(classUuid: string): Promise<ClassPinboard> {
  return callEndpoint(pinboardEndpoints.classPinboard, { params: { classUuid }, schema: classPinboardSchema });
}

export function useClassPinboard(classUuid: string | null) {
  return useQuery({
    queryKey: pinboardQueryKeys.ofClass(classUuid),
    queryFn: () => getClassPinboard(classUuid ?? ''),
    enabled: classUuid !== null,
  });
}
