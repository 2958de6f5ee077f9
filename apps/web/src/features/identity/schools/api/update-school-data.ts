import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchoolDataBody, SchoolSummary } from '@berufswahl/contracts';
import * as schoolsEndpoints from '@berufswahl/contracts/identity/endpoints/schools';
import { meQueryKey } from '../../../../lib/me/get-me';
import { callEndpoint } from '../../../../lib/endpoint-client';

export function updateSchoolData(schoolUuid: string, body: SchoolDataBody): Promise<SchoolSummary> {
  return callEndpoint(schoolsEndpoints.updateSchool, { params: { schoolUuid }, body });
}

/** Saves the school data form (spec 7) and reloads `me`, whose school then has the contacts. */
export function useUpdateSchoolData(schoolUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchoolDataBody) => updateSchoolData(schoolUuid, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
