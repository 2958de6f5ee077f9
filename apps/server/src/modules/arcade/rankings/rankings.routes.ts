import { arcadeSettingsSchema, errorBodySchema, rankingResponseSchema } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as rankingsEndpoints from '@berufswahl/contracts/arcade/endpoints/rankings';
import { access, requireCaller } from '../../../platform/auth/access';
import type { RankingsService } from './rankings.service';
import { urlOf } from '../../../platform/http/endpoint-url';

export const rankingsRoutes: FastifyPluginAsyncZod<{ rankings: RankingsService }> = async (app, { rankings }) => {
  // Points, rank and ranking are for students only (spec 6); the ranking spans the caller's class.
  app.get(
    urlOf(app, rankingsEndpoints.rankings),
    {
      config: { access: access.roles('SCHUELER').in('own') },
      schema: { response: { 200: rankingResponseSchema, 401: errorBodySchema, 403: errorBodySchema } },
    },
    (request) => rankings.rankingOf(requireCaller(request)),
  );

  // Whether the student appears to the class in the ranking (privacy for minors, decision 083).
  app.get(
    urlOf(app, rankingsEndpoints.settings),
    {
      config: { access: access.roles('SCHUELER').in('own') },
      schema: { response: { 200: arcadeSettingsSchema, 401: errorBodySchema, 403: errorBodySchema } },
    },
    (request) => rankings.settingsOf(requireCaller(request)),
  );

  app.put(
    urlOf(app, rankingsEndpoints.saveSettings),
    {
      config: { access: access.roles('SCHUELER').in('own') },
      schema: {
        body: arcadeSettingsSchema,
        response: { 200: arcadeSettingsSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    (request) => rankings.updateSettings(requireCaller(request), request.body),
  );
};
