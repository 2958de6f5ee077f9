// The run-time schemas of bo's internship endpoints (decision 227), for the server only.
import {
  classInternshipsParamsSchema,
  classInternshipsSchema,
  createInternshipBodySchema,
  createInternshipPeriodBodySchema,
  fieldsOfWorkSchema,
  internshipListSchema,
  internshipParamsSchema,
  internshipPeriodListSchema,
  internshipPeriodParamsSchema,
  internshipPeriodSchema,
  internshipRemindersBodySchema,
  internshipRemindersResultSchema,
  internshipReportListSchema,
  internshipReportParamsSchema,
  internshipReportSchema,
  internshipSchema,
  reviewInternshipBodySchema,
  updateInternshipBodySchema,
} from '../internships';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as internshipsEndpoints from './internships';

export const fieldsOfWork = bindSchemas(internshipsEndpoints.fieldsOfWork, { answer: fieldsOfWorkSchema });
export const createInternship = bindSchemas(internshipsEndpoints.createInternship, { body: createInternshipBodySchema, answer: internshipSchema }, 201);
export const myInternships = bindSchemas(internshipsEndpoints.myInternships, { answer: internshipListSchema });
export const internship = bindSchemas(internshipsEndpoints.internship, { params: internshipParamsSchema, answer: internshipSchema });
export const updateInternship = bindSchemas(internshipsEndpoints.updateInternship, {
  params: internshipParamsSchema,
  body: updateInternshipBodySchema,
  answer: internshipSchema,
});
export const deleteInternship = bindSchemas(internshipsEndpoints.deleteInternship, { params: internshipParamsSchema }, 204);
export const reviewInternship = bindSchemas(internshipsEndpoints.reviewInternship, {
  params: internshipParamsSchema,
  body: reviewInternshipBodySchema,
  answer: internshipSchema,
});
export const classInternships = bindSchemas(internshipsEndpoints.classInternships, { params: classInternshipsParamsSchema, answer: classInternshipsSchema });
export const remindClass = bindSchemas(internshipsEndpoints.remindClass, {
  params: classInternshipsParamsSchema,
  body: internshipRemindersBodySchema,
  answer: internshipRemindersResultSchema,
});
export const internshipPeriods = bindSchemas(internshipsEndpoints.internshipPeriods, { answer: internshipPeriodListSchema });
export const createInternshipPeriod = bindSchemas(
  internshipsEndpoints.createInternshipPeriod,
  { body: createInternshipPeriodBodySchema, answer: internshipPeriodSchema },
  201,
);
export const deleteInternshipPeriod = bindSchemas(internshipsEndpoints.deleteInternshipPeriod, { params: internshipPeriodParamsSchema }, 204);
// The route reads the multipart stream (or JSON) itself, like a story's.
export const createReport = bindSchemas(internshipsEndpoints.createReport, { params: internshipParamsSchema, answer: internshipReportSchema }, 201);
export const reports = bindSchemas(internshipsEndpoints.reports, { params: internshipParamsSchema, answer: internshipReportListSchema });
export const deleteReport = bindSchemas(internshipsEndpoints.deleteReport, { params: internshipReportParamsSchema }, 204);
