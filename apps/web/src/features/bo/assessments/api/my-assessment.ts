import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assessmentOverviewSchema, type AssessmentOverview, type UpdateAssessmentBody } from '@berufswahl/contracts/bo/assessments';
import * as assessmentEndpoints from '@berufswahl/contracts/bo/endpoints/assessments';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { assessmentsQueryKeys } from './assessments-query-keys';

/** `GET /api/bo/v1/assessments/my`: the student's own ratings beside the others' means. */
export function getMyAssessment(): Promise<AssessmentOverview> {
  return callEndpoint(assessmentEndpoints.myAssessment, { schema: assessmentOverviewSchema });
}

export function useMyAssessment() {
  return useQuery({ queryKey: assessmentsQueryKeys.mine, queryFn: getMyAssessment });
}

/** `PATCH /api/bo/v1/assessments/my`: own ratings, reflections, or what the teachers may see. */
export function updateMyAssessment(body: UpdateAssessmentBody): Promise<AssessmentOverview> {
  return callEndpoint(assessmentEndpoints.updateMyAssessment, { body, schema: assessmentOverviewSchema });
}

/** The answer is the whole new overview: it replaces the cached one, no second request. */
export function useUpdateMyAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyAssessment,
    onSuccess: (overview) => queryClient.setQueryData(assessmentsQueryKeys.mine, overview),
  });
}
