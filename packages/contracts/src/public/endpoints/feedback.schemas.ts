// The run-time schemas of the public feedback endpoints (decision 227), for the server only.
import { feedbackTokenParamsSchema, publicFeedbackBodySchema, publicFeedbackReceiptSchema, publicFeedbackRequestSchema } from '../../bo/feedback';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as feedbackEndpoints from './feedback';

export const feedbackRequest = bindSchemas(feedbackEndpoints.feedbackRequest, { params: feedbackTokenParamsSchema, answer: publicFeedbackRequestSchema });
export const submitFeedback = bindSchemas(
  feedbackEndpoints.submitFeedback,
  { params: feedbackTokenParamsSchema, body: publicFeedbackBodySchema, answer: publicFeedbackReceiptSchema },
  201,
);
