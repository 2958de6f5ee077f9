import { useQuery } from '@tanstack/react-query';
import { classPinboardSchema, type ClassPinboard } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { pinboardQueryKey } from './pinboard-query-keys';

/** `GET /api/bo/v1/pinboard/classes/:classUuid`: the class's pins (teachers of the class). */
export function getClassPinboard(classUuid: string): Promise<ClassPinboard> {
  return apiRequest(`/api/bo/v1/pinboard/classes/${encodeURIComponent(classUuid)}`, { schema: classPinboardSchema });
}

export function useClassPinboard(classUuid: string | null) {
  return useQuery({
    queryKey: [...pinboardQueryKey, 'class', classUuid],
    queryFn: () => getClassPinboard(classUuid ?? ''),
    enabled: classUuid !== null,
  });
}
