// The run-time schemas of bo's feedback endpoints (decision 227), for the server only.
import {
  createdFeedbackLinkSchema,
  createFeedbackLinkBodySchema,
  feedbackLinkParamsSchema,
  feedbackParamsSchema,
  internshipFeedbackOverviewSchema,
  internshipFeedbackSchema,
} from '../feedback';
import { internshipParamsSchema } from '../internships';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as feedbackEndpoints from './feedback';

export const createFeedbackLink = bindSchemas(
  feedbackEndpoints.createFeedbackLink,
  { params: internshipParamsSchema, body: createFeedbackLinkBodySchema, answer: createdFeedbackLinkSchema },
  201,
);
export const internshipFeedback = bindSchemas(feedbackEndpoints.internshipFeedback, { params: internshipParamsSchema, answer: internshipFeedbackOverviewSchema });
export const revokeFeedbackLink = bindSchemas(feedbackEndpoints.revokeFeedbackLink, { params: feedbackLinkParamsSchema }, 204);
export const releaseFeedback = bindSchemas(feedbackEndpoints.releaseFeedback, { params: feedbackParamsSchema, answer: internshipFeedbackSchema });
