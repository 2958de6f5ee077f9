// Endpoints of bo: "So sehen mich andere" (issue 16; decisions 227, 230). Types only: no zod at run time.
import type { AssessmentOverview, StudentAssessment, TeacherAssessmentBody, UpdateAssessmentBody } from '../assessments';
import type { CreateFeedbackLinkBody, CreatedFeedbackLink } from '../feedback';
import { endpoint } from '../../shared/endpoint';

export const myAssessment = endpoint<{ answer: AssessmentOverview }>()('GET', '/api/bo/v1/assessments/my');
export const updateMyAssessment = endpoint<{ body: UpdateAssessmentBody; answer: AssessmentOverview }>()('PATCH', '/api/bo/v1/assessments/my');
export const createParentLink = endpoint<{ body: CreateFeedbackLinkBody; answer: CreatedFeedbackLink }>()('POST', '/api/bo/v1/assessments/parent-links');
export const studentAssessment = endpoint<{ answer: StudentAssessment }>()('GET', '/api/bo/v1/students/:studentUuid/assessments');
export const rateStudent = endpoint<{ body: TeacherAssessmentBody; answer: StudentAssessment }>()(
  'PUT',
  '/api/bo/v1/students/:studentUuid/assessments/teacher',
);
