import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassInternships, Internship, InternshipRemindersResult, ReviewInternshipBody } from '@berufswahl/contracts';
import * as internshipsEndpoints from '@berufswahl/contracts/bo/endpoints/internships';
import { ApiError } from '../../../../lib/api-client';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { internshipQueryKeys } from './internship-query-keys';

/** `GET /api/bo/v1/classes/:classUuid/internships`: the class overview of its teachers and the coordinator. */
export function useClassInternships(classUuid: string) {
  return useQuery<ClassInternships>({
    queryKey: internshipQueryKeys.ofClass(classUuid),
    queryFn: ({ signal }) => callEndpoint(internshipsEndpoints.classInternships, { params: { classUuid }, signal }),
    // A class that is not the caller's (404) or a refused request stays so: no retry.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
  });
}

/** `PATCH /api/bo/v1/internships/:internshipUuid/review`: confirm, or return with a comment. */
export function useReviewInternship() {
  const queryClient = useQueryClient();
  return useMutation<Internship, Error, { internshipUuid: string; body: ReviewInternshipBody }>({
    mutationFn: ({ internshipUuid, body }) => callEndpoint(internshipsEndpoints.reviewInternship, { params: { internshipUuid }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: internshipQueryKeys.all }),
  });
}

/** `POST /api/bo/v1/classes/:classUuid/internships/reminders`: without a list, everyone without a placement. */
export function useRemindClass(classUuid: string) {
  return useMutation<InternshipRemindersResult, Error, readonly string[] | undefined>({
    mutationFn: (studentUuids) =>
      callEndpoint(internshipsEndpoints.remindClass, { params: { classUuid }, body: studentUuids ? { student_uuids: [...studentUuids] } : {} }),
  });
}
