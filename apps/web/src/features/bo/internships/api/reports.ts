import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { InternshipReport, InternshipReportList } from '@berufswahl/contracts';
import * as internshipsEndpoints from '@berufswahl/contracts/bo/endpoints/internships';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { filesQueryKeys } from '../../../../lib/query-keys';
import { internshipQueryKeys } from './internship-query-keys';

/** `GET /api/bo/v1/internships/:internshipUuid/reports`: the timeline, newest report day first. */
export function useInternshipReports(internshipUuid: string) {
  return useQuery<InternshipReportList>({
    queryKey: internshipQueryKeys.reports(internshipUuid),
    queryFn: ({ signal }) => callEndpoint(internshipsEndpoints.reports, { params: { internshipUuid }, signal }),
  });
}

/** A report changes the placement (its `report_count`) and – with a photo – the student's files and storage. */
function refreshAfterReportChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: internshipQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: filesQueryKeys.all }),
  ]);
}

/** `POST /api/bo/v1/internships/:internshipUuid/reports`: multipart with `text`, `report_date` and an optional `photo`. */
export function useCreateReport(internshipUuid: string) {
  const queryClient = useQueryClient();
  return useMutation<InternshipReport, Error, FormData>({
    mutationFn: (body) => callEndpoint(internshipsEndpoints.createReport, { params: { internshipUuid }, body }),
    onSuccess: () => refreshAfterReportChange(queryClient),
  });
}

/** `DELETE /api/bo/v1/internship-reports/:reportUuid`: the report and its photo. */
export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, string>({
    mutationFn: (reportUuid) => callEndpoint(internshipsEndpoints.deleteReport, { params: { reportUuid } }),
    onSuccess: () => refreshAfterReportChange(queryClient),
  });
}
