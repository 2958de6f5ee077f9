// Public endpoints without an account (issue 16; decisions 227, 230): the feedback page behind a
// supervisor's or parent's link. The token in the path is the only authorisation. Types only.
import type { PublicFeedbackBody, PublicFeedbackReceipt, PublicFeedbackRequest } from '../../bo/feedback';
import { endpoint } from '../../shared/endpoint';

export const feedbackRequest = endpoint<{ answer: PublicFeedbackRequest }>()('GET', '/api/public/v1/feedback/:token');
export const submitFeedback = endpoint<{ body: PublicFeedbackBody; answer: PublicFeedbackReceipt }>()('POST', '/api/public/v1/feedback/:token');
