import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { studentAssessmentSchema, type StudentAssessment, type TeacherAssessmentBody } from '@berufswahl/contracts/bo/assessments';
import * as assessmentEndpoints from '@berufswahl/contracts/bo/endpoints/assessments';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { assessmentsQueryKeys } from './assessments-query-keys';

/** `GET /api/bo/v1/students/:studentUuid/assessments`: the teachers' rating and what the student shares. */
export function getStudentAssessment(studentUuid: string): Promise<StudentAssessment> {
  return callEndpoint(assessmentEndpoints.studentAssessment, { params: { studentUuid }, schema: studentAssessmentSchema });
}

export function useStudentAssessment(studentUuid: string) {
  return useQuery({ queryKey: assessmentsQueryKeys.ofStudent(studentUuid), queryFn: () => getStudentAssessment(studentUuid) });
}

/** `PUT …/assessments/teacher`: every item once; the answer is the new view of the student. */
export function rateStudent(studentUuid: string, body: TeacherAssessmentBody): Promise<StudentAssessment> {
  return callEndpoint(assessmentEndpoints.rateStudent, { params: { studentUuid }, body, schema: studentAssessmentSchema });
}

export function useRateStudent(studentUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeacherAssessmentBody) => rateStudent(studentUuid, body),
    onSuccess: (assessment) => queryClient.setQueryData(assessmentsQueryKeys.ofStudent(studentUuid), assessment),
  });
}
