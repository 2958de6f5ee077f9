import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SchoolSharing } from '@berufswahl/contracts';
import * as shareLinkEndpoints from '@berufswahl/contracts/bo/endpoints/share-links';
import { callEndpoint } from '../../../../lib/endpoint-client';

const schoolSharingKey = (schoolUuid: string) => ['bo', 'school-sharing', schoolUuid] as const;

/** `GET /api/bo/v1/schools/:schoolUuid/sharing`: whether the school's students may share. */
export function useSchoolSharing(schoolUuid: string) {
  return useQuery<SchoolSharing>({
    queryKey: schoolSharingKey(schoolUuid),
    queryFn: ({ signal }) => callEndpoint(shareLinkEndpoints.schoolSharing, { params: { schoolUuid }, signal }),
  });
}

/** `PUT /api/bo/v1/schools/:schoolUuid/sharing`: switches sharing on or off for the school. */
export function useSetSchoolSharing(schoolUuid: string) {
  const queryClient = useQueryClient();
  return useMutation<SchoolSharing, Error, boolean>({
    mutationFn: (sharingEnabled) => callEndpoint(shareLinkEndpoints.updateSchoolSharing, { params: { schoolUuid }, body: { sharing_enabled: sharingEnabled } }),
    onSuccess: (saved) => queryClient.setQueryData(schoolSharingKey(schoolUuid), saved),
  });
}
