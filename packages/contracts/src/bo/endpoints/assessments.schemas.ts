// The run-time schemas of bo's assessment endpoints (decision 227), for the server only.
import {
  assessmentOverviewSchema,
  studentAssessmentParamsSchema,
  studentAssessmentSchema,
  teacherAssessmentBodySchema,
  updateAssessmentBodySchema,
} from '../assessments';
import { createdFeedbackLinkSchema, createFeedbackLinkBodySchema } from '../feedback';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as assessmentsEndpoints from './assessments';

export const myAssessment = bindSchemas(assessmentsEndpoints.myAssessment, { answer: assessmentOverviewSchema });
export const updateMyAssessment = bindSchemas(assessmentsEndpoints.updateMyAssessment, { body: updateAssessmentBodySchema, answer: assessmentOverviewSchema });
export const createParentLink = bindSchemas(
  assessmentsEndpoints.createParentLink,
  { body: createFeedbackLinkBodySchema, answer: createdFeedbackLinkSchema },
  201,
);
export const studentAssessment = bindSchemas(assessmentsEndpoints.studentAssessment, { params: studentAssessmentParamsSchema, answer: studentAssessmentSchema });
export const rateStudent = bindSchemas(assessmentsEndpoints.rateStudent, {
  params: studentAssessmentParamsSchema,
  body: teacherAssessmentBodySchema,
  answer: studentAssessmentSchema,
});
