import { queryOptions, useQuery } from '@tanstack/react-query';
import { myPinboardSchema, type MyPinboard } from '@berufswahl/contracts/bo/pinboard';
import * as pinboardEndpoints from '@berufswahl/contracts/bo/endpoints/pinboard';
import { pinboardQueryKeys } from './pinboard-query-keys';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** `GET /api/bo/v1/pinboard/my`: the student's pins with the teachers' feedback. */
export function getMyPinboard(): Promise<MyPinboard> {
  return callEndpoint(pinboardEndpoints.myPinboard, { schema: myPinboardSchema });
}

/** Also how stories, statements and Mein Weg know which of their items are pinned: one cache entry. */
export const myPinboardQueryOptions = queryOptions({ queryKey: pinboardQueryKeys.my, queryFn: getMyPinboard });

export function useMyPinboard() {
  return useQuery(myPinboardQueryOptions);
}
