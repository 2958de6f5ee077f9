import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../platform/db/client';
import { createAssessmentsRepository } from './assessments.repository';
import { assessmentsRoutes } from './assessments.routes';
import { createAssessmentsService } from './assessments.service';
import { createFeedbackRepository } from './feedback.repository';
import { feedbackRoutes } from './feedback.routes';
import { createFeedbackService, type FeedbackMailPort } from './feedback.service';
import { createPublicFeedbackService } from './public-feedback.service';
import { publicFeedbackRoutes } from './public-feedback.routes';

export type AssessmentsPorts = { db: Database; mail: FeedbackMailPort };

/** Under /api/bo/v1: feedback links, their feedback and "So sehen mich andere" (decision 230). */
export const assessmentsPlugin: FastifyPluginAsync<AssessmentsPorts> = async (app, { db, mail }) => {
  const feedback = createFeedbackService({ db, repository: createFeedbackRepository(db), mail });
  await app.register(feedbackRoutes, { feedback });
  await app.register(assessmentsRoutes, { assessments: createAssessmentsService({ db, repository: createAssessmentsRepository(db), feedback }) });
};

/** Under /api/public/v1: the page behind a feedback link, without an account. */
export const publicFeedbackPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(publicFeedbackRoutes, { publicFeedback: createPublicFeedbackService({ db, repository: createFeedbackRepository(db) }) });
};
