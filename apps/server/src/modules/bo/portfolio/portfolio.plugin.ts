import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../platform/db/client';
import type { FilesFrontDoor } from '../../files';
import { createAnswersRepository } from '../answers/answers.repository';
import { createAssessmentsRepository } from '../assessments/assessments.repository';
import { MEIN_WEG_SELF_ASSESSMENT_TASK, strengthsOf } from '../assessments/assessments.service';
import { loadCompetences } from '../assessments/competences';
import { loadFieldsOfWork } from '../internships/internship-answer';
import { renderPortfolioPdf } from './pdf/render-portfolio-pdf';
import { createPortfolioRepository } from './portfolio.repository';
import { portfolioRoutes } from './portfolio.routes';
import { createPortfolioService, type PortfolioService } from './portfolio.service';

/** Builds the portfolio service: here for the routes, and for the share links that show a portfolio. */
export function createPortfolio(deps: { db: Database; files: FilesFrontDoor }): PortfolioService {
  const { db, files } = deps;
  const assessments = createAssessmentsRepository(db);
  const answers = createAnswersRepository(db);
  return createPortfolioService({
    repository: createPortfolioRepository(db),
    files,
    // What the student sees on „So sehen mich andere“, no more (supervisors' only once released).
    strengthsOf: async (studentUuid) => {
      const [rows, competences, selfAssessment] = await Promise.all([
        assessments.assessmentsOf(studentUuid),
        loadCompetences(),
        answers.findLive(studentUuid, MEIN_WEG_SELF_ASSESSMENT_TASK),
      ]);
      return strengthsOf(rows, competences, selfAssessment?.ratings ?? {});
    },
    fieldOfWorkName: async (key) => (await loadFieldsOfWork()).find((field) => field.key === key)?.name ?? key,
    renderPdf: renderPortfolioPdf,
  });
}

/** Mein Portfolio under /api/bo/v1 (issue 18, decision 235). */
export const portfolioPlugin: FastifyPluginAsync<{ db: Database; files: FilesFrontDoor }> = async (app, { db, files }) => {
  await app.register(portfolioRoutes, { portfolio: createPortfolio({ db, files }) });
};
