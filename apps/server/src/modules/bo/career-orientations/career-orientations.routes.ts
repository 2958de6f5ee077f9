import { careerOrientationSchema, errorBodySchema, myStationsSchema } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, requireCaller } from '../../../platform/auth/access';
import type { CareerOrientationsService } from './career-orientations.service';

const errors = { 401: errorBodySchema, 403: errorBodySchema };

/** The student's own path (spec 7: `GET /career-orientations/my` and `/my/stations`). */
export const careerOrientationsRoutes: FastifyPluginAsyncZod<{ careerOrientations: CareerOrientationsService }> = async (
  app,
  { careerOrientations },
) => {
  app.get(
    '/career-orientations/my',
    { config: { access: access.roles('SCHUELER').in('own') }, schema: { response: { 200: careerOrientationSchema, ...errors } } },
    (request) => careerOrientations.my(requireCaller(request)),
  );

  app.get(
    '/career-orientations/my/stations',
    { config: { access: access.roles('SCHUELER').in('own') }, schema: { response: { 200: myStationsSchema, ...errors } } },
    (request) => careerOrientations.myStations(requireCaller(request)),
  );
};
