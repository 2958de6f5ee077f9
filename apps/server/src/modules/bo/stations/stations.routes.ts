import { STATION_CATALOGUE_ROLES } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as stationsSchemas from '@berufswahl/contracts/bo/endpoints/stations.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import { CLASS_STATION_READERS, CLASS_STATION_WRITERS, OWN_ACTIVE_STATION_READERS } from './stations.policy';
import type { StationsService } from './stations.service';

export const stationsRoutes: FastifyPluginAsyncZod<{ stations: StationsService }> = async (app, { stations }) => {
  // The catalogue is content, the same for everybody who works with the path.
  app.route({
    ...declaredRoute(app, stationsSchemas.stations, {
      config: { access: access.roles(...STATION_CATALOGUE_ROLES).in('none') },
      errors: [400, 401, 403],
    }),
    handler: (request) => stations.list(request.query.level),
  });

  app.route({
    ...declaredRoute(app, stationsSchemas.activeStations, {
      config: { access: access.roles(...OWN_ACTIVE_STATION_READERS).in('own') },
      errors: [401, 403],
    }),
    handler: (request) => stations.listActive(requireCaller(request)),
  });

  app.route({
    ...declaredRoute(app, stationsSchemas.classActiveStations, {
      config: { access: access.roles(...CLASS_STATION_READERS).in('school') },
      errors: [400, 401, 403, 404],
    }),
    handler: (request) => stations.getActive(requireCaller(request), request.params.classUuid),
  });

  app.route({
    ...declaredRoute(app, stationsSchemas.setStationActivation, {
      config: { access: access.roles(...CLASS_STATION_WRITERS).in('school') },
      errors: [400, 401, 403, 404],
    }),
    handler: (request) => stations.activate(requireCaller(request), request.params.classUuid, request.params.stationUuid),
  });
};
