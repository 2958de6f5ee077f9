import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchoolDataBody, SchoolSummary } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { meQueryKey } from '../../../../lib/me/get-me';

export function updateSchoolData(schoolUuid: string, body: SchoolDataBody): Promise<SchoolSummary> {
  return apiRequest<SchoolSummary>(`/api/identity/v1/schools/${schoolUuid}`, { method: 'PATCH', body });
}

/** Saves the school data form (spec 7) and reloads `me`, whose school then has the contacts. */
export function useUpdateSchoolData(schoolUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchoolDataBody) => updateSchoolData(schoolUuid, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
