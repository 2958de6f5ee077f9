// Endpoints of bo: feedback links and the feedback given through them (issue 16; decisions 227, 230).
// Types only from the schemas' files: no zod at run time.
import type { CreateFeedbackLinkBody, CreatedFeedbackLink, InternshipFeedback, InternshipFeedbackOverview } from '../feedback';
import { endpoint } from '../../shared/endpoint';

export const createFeedbackLink = endpoint<{ body: CreateFeedbackLinkBody; answer: CreatedFeedbackLink }>()(
  'POST',
  '/api/bo/v1/internships/:internshipUuid/feedback-links',
);
export const internshipFeedback = endpoint<{ answer: InternshipFeedbackOverview }>()('GET', '/api/bo/v1/internships/:internshipUuid/feedback');
export const revokeFeedbackLink = endpoint()('DELETE', '/api/bo/v1/feedback-links/:linkUuid');
export const releaseFeedback = endpoint<{ answer: InternshipFeedback }>()('PATCH', '/api/bo/v1/internship-feedback/:feedbackUuid/release');
