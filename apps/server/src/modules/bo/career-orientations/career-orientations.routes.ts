import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as meinWegSchemas from '@berufswahl/contracts/bo/endpoints/mein-weg.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { CareerOrientationsService } from './career-orientations.service';

/** The student's own path (spec 7: `GET /career-orientations/my` and `/my/stations`). */
export const careerOrientationsRoutes: FastifyPluginAsyncZod<{ careerOrientations: CareerOrientationsService }> = async (
  app,
  { careerOrientations },
) => {
  app.route({
    ...declaredRoute(app, meinWegSchemas.myCareerOrientation, {
      config: { access: access.roles('SCHUELER').in('own') },
      errors: [401, 403],
    }),
    handler: (request) => careerOrientations.my(requireCaller(request)),
  });

  app.route({
    ...declaredRoute(app, meinWegSchemas.myStations, {
      config: { access: access.roles('SCHUELER').in('own') },
      errors: [401, 403],
    }),
    handler: (request) => careerOrientations.myStations(requireCaller(request)),
  });
};
