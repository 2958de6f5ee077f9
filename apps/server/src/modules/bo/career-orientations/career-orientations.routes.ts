import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as meinWegSchemas from '@berufswahl/contracts/bo/endpoints/mein-weg.schemas';
import { access, joinedCaller } from '../../../platform/auth/access';
import { okAnswerSerialisedBy } from '../../../platform/http/answer-serialiser';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { CareerOrientationsService } from './career-orientations.service';
import { myStationsJson } from './my-stations-json';

/**
 * The student's own path (spec 7: `GET /career-orientations/my` and `/my/stations`): hot reads of
 * the caller's own data, whose query reads the caller's row too (decision 253).
 */
export const careerOrientationsRoutes: FastifyPluginAsyncZod<{ careerOrientations: CareerOrientationsService }> = async (
  app,
  { careerOrientations },
) => {
  app.route({
    ...declaredRoute(app, meinWegSchemas.myCareerOrientation, {
      config: { access: access.roles('SCHUELER').in('own').withCallerJoined() },
      errors: [401, 403],
    }),
    handler: (request) => careerOrientations.my(joinedCaller(request)),
  });

  app.route({
    ...declaredRoute(app, meinWegSchemas.myStations, {
      config: { access: access.roles('SCHUELER').in('own').withCallerJoined() },
      errors: [401, 403],
    }),
    // The dashboard's 56 KB answer: its content part serialised once, not checked again per request
    // (my-stations-json.ts, decision 246); the error answers keep the zod serializer.
    serializerCompiler: okAnswerSerialisedBy(myStationsJson),
    handler: (request) => careerOrientations.myStations(joinedCaller(request)),
  });
};
