import { PassThrough } from 'node:stream';
import { portfolioPdfFileName } from '@berufswahl/contracts';
import * as portfolioSchemas from '@berufswahl/contracts/bo/endpoints/portfolio.schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import { contentDisposition } from '../../../platform/storage';
import type { PortfolioService } from './portfolio.service';

/**
 * Streams the student's PDF as a download. A failure half-way cuts the connection: nobody mistakes
 * a partial PDF for a whole one (as the data export, decision 116).
 */
async function sendPortfolioPdf(request: FastifyRequest, reply: FastifyReply, portfolio: PortfolioService, studentUuid: string) {
  const fileName = portfolioPdfFileName(await portfolio.studentNameOf(studentUuid));
  const body = new PassThrough();
  portfolio.writePortfolioPdf(studentUuid, body).catch((error: unknown) => {
    request.log.error({ err: error }, 'writing the portfolio PDF failed');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
    reply.raw.destroy();
  });
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('cache-control', 'no-store')
    .send(body);
}

/** Mein Portfolio (issue 18, decision 235): the student's own, and only the student's. */
export const portfolioRoutes: FastifyPluginAsyncZod<{ portfolio: PortfolioService }> = async (app, { portfolio }) => {
  const ownPortfolio = access.roles('SCHUELER').in('own');

  app.route({
    ...declaredRoute(app, portfolioSchemas.myPortfolio, {
      config: { access: ownPortfolio },
      errors: [400, 401, 403, 404],
      description: 'The saved „Über mich“ and items in the student\'s order (items gone since are left out), with name and school.',
    }),
    handler: async (request) => portfolio.mine(requireCaller(request)),
  });

  app.route({
    ...declaredRoute(app, portfolioSchemas.savePortfolio, {
      config: { access: ownPortfolio },
      errors: [400, 401, 403, 404],
      description: 'Replaces „Über mich“ and the ordered items; each item must be the student\'s own and live (404 otherwise), none twice.',
    }),
    handler: async (request) => portfolio.save(requireCaller(request), request.body),
  });

  app.route({
    ...declaredRoute(app, portfolioSchemas.portfolioCandidates, {
      config: { access: ownPortfolio },
      errors: [400, 401, 403, 404],
      description: 'What the student may pick: stories, done Mein-Weg answers, strengths, own files, confirmed internships – resolved.',
    }),
    handler: async (request) => portfolio.candidates(requireCaller(request)),
  });

  app.route({
    ...declaredRoute(app, portfolioSchemas.portfolioPdf, {
      config: { access: ownPortfolio },
      errors: [400, 401, 403, 404],
      description: 'The saved portfolio as PDF (application/pdf), streamed as a download.',
    }),
    handler: (request, reply) => sendPortfolioPdf(request, reply, portfolio, requireCaller(request).uuid),
  });
};
