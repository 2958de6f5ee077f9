import { careerOrientationSchema, myStationsSchema } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as meinWegEndpoints from '@berufswahl/contracts/bo/endpoints/mein-weg';
import { access, requireCaller } from '../../../platform/auth/access';
import type { CareerOrientationsService } from './career-orientations.service';
import { urlOf } from '../../../platform/http/endpoint-url';
import { errorResponses } from '../../../platform/http/error-responses';

const errors = errorResponses(401, 403);

/** The student's own path (spec 7: `GET /career-orientations/my` and `/my/stations`). */
export const careerOrientationsRoutes: FastifyPluginAsyncZod<{ careerOrientations: CareerOrientationsService }> = async (
  app,
  { careerOrientations },
) => {
  app.get(
    urlOf(app, meinWegEndpoints.myCareerOrientation),
    { config: { access: access.roles('SCHUELER').in('own') }, schema: { response: { 200: careerOrientationSchema, ...errors } } },
    (request) => careerOrientations.my(requireCaller(request)),
  );

  app.get(
    urlOf(app, meinWegEndpoints.myStations),
    { config: { access: access.roles('SCHUELER').in('own') }, schema: { response: { 200: myStationsSchema, ...errors } } },
    (request) => careerOrientations.myStations(requireCaller(request)),
  );
};
