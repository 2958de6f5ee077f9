import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateInternshipPeriodBody, InternshipPeriod, InternshipPeriodList } from '@berufswahl/contracts';
import * as internshipsEndpoints from '@berufswahl/contracts/bo/endpoints/internships';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { internshipQueryKeys } from './internship-query-keys';

/** `GET /api/bo/v1/internship-periods`: the periods of the caller's school. */
export function useInternshipPeriods() {
  return useQuery<InternshipPeriodList>({
    queryKey: internshipQueryKeys.periods,
    queryFn: ({ signal }) => callEndpoint(internshipsEndpoints.internshipPeriods, { signal }),
  });
}

/** The periods change every placement's `outside_period` and the class overviews: refresh everything internship. */
function useRefreshInternships() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: internshipQueryKeys.all });
}

export function useCreatePeriod() {
  const refresh = useRefreshInternships();
  return useMutation<InternshipPeriod, Error, CreateInternshipPeriodBody>({
    mutationFn: (body) => callEndpoint(internshipsEndpoints.createInternshipPeriod, { body }),
    onSuccess: refresh,
  });
}

export function useDeletePeriod() {
  const refresh = useRefreshInternships();
  return useMutation<unknown, Error, string>({
    mutationFn: (periodUuid) => callEndpoint(internshipsEndpoints.deleteInternshipPeriod, { params: { periodUuid } }),
    onSuccess: refresh,
  });
}
