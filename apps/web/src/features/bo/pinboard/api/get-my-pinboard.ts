import { useQuery } from '@tanstack/react-query';
import { myPinboardSchema, type MyPinboard } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { pinboardQueryKey } from './pinboard-query-keys';

/** `GET /api/bo/v1/pinboard/my`: the student's pins with the teachers' feedback. */
export function getMyPinboard(): Promise<MyPinboard> {
  return apiRequest('/api/bo/v1/pinboard/my', { schema: myPinboardSchema });
}

export function useMyPinboard() {
  return useQuery({ queryKey: [...pinboardQueryKey, 'my'], queryFn: getMyPinboard });
}
