import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fieldsOfWorkSchema,
  internshipListSchema,
  internshipSchema,
  type CreateInternshipBody,
  type FieldsOfWork,
  type Internship,
  type InternshipList,
  type UpdateInternshipBody,
} from '@berufswahl/contracts/bo/internships';
import * as internshipsEndpoints from '@berufswahl/contracts/bo/endpoints/internships';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { internshipQueryKeys } from './internship-query-keys';

// The student's placements (issue 16): one file for the six requests of the placements, as the
// brief of the parts asks; each fetcher has its hook, and every change refreshes all
// internship queries (the list, the detail, a teacher's overview in the same browser).

/** `GET /api/bo/v1/fields-of-work`: the Berufsfelder, the same for everyone – kept for the session. */
export function getFieldsOfWork(): Promise<FieldsOfWork> {
  return callEndpoint(internshipsEndpoints.fieldsOfWork, { schema: fieldsOfWorkSchema });
}

export function useFieldsOfWork() {
  return useQuery({ queryKey: internshipQueryKeys.fieldsOfWork, queryFn: getFieldsOfWork, staleTime: Infinity });
}

/** `GET /api/bo/v1/internships/my`: the student's own placements, newest first. */
export function getMyInternships(): Promise<InternshipList> {
  return callEndpoint(internshipsEndpoints.myInternships, { schema: internshipListSchema });
}

export function useMyInternships() {
  return useQuery({ queryKey: internshipQueryKeys.my, queryFn: getMyInternships });
}

/** `GET /api/bo/v1/internships/:internshipUuid`: one placement. */
export function getInternship(internshipUuid: string): Promise<Internship> {
  return callEndpoint(internshipsEndpoints.internship, { params: { internshipUuid }, schema: internshipSchema });
}

export function useInternship(internshipUuid: string) {
  return useQuery({ queryKey: internshipQueryKeys.detail(internshipUuid), queryFn: () => getInternship(internshipUuid) });
}

function useRefreshInternships() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: internshipQueryKeys.all });
}

/** `POST /api/bo/v1/internships`: records a placement, as a draft or submitted at once. */
export function createInternship(body: CreateInternshipBody): Promise<Internship> {
  return callEndpoint(internshipsEndpoints.createInternship, { body, schema: internshipSchema });
}

export function useCreateInternship() {
  const refresh = useRefreshInternships();
  return useMutation({ mutationFn: createInternship, onSuccess: refresh });
}

/** `PATCH /api/bo/v1/internships/:internshipUuid`: changes it; `draft: false` submits it. */
export function updateInternship({ internshipUuid, body }: { internshipUuid: string; body: UpdateInternshipBody }): Promise<Internship> {
  return callEndpoint(internshipsEndpoints.updateInternship, { params: { internshipUuid }, body, schema: internshipSchema });
}

export function useUpdateInternship() {
  const refresh = useRefreshInternships();
  return useMutation({ mutationFn: updateInternship, onSuccess: refresh });
}

/** `DELETE /api/bo/v1/internships/:internshipUuid`: a draft or a returned placement. */
export function deleteInternship(internshipUuid: string): Promise<unknown> {
  return callEndpoint(internshipsEndpoints.deleteInternship, { params: { internshipUuid } });
}

export function useDeleteInternship() {
  const refresh = useRefreshInternships();
  return useMutation({ mutationFn: deleteInternship, onSuccess: refresh });
}
