import { useQuery } from '@tanstack/react-query';
import { pinboardClassListSchema, type PinboardClassList } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { pinboardQueryKey } from './pinboard-query-keys';

/** `GET /api/bo/v1/pinboard/classes`: the teacher's classes with their number of pins. */
export function getTeacherClasses(): Promise<PinboardClassList> {
  return apiRequest('/api/bo/v1/pinboard/classes', { schema: pinboardClassListSchema });
}

export function useTeacherClasses() {
  return useQuery({ queryKey: [...pinboardQueryKey, 'classes'], queryFn: getTeacherClasses });
}
