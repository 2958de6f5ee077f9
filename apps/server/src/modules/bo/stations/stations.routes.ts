import {
  activeStationListSchema,
  classActiveStationSchema,
  classParamsSchema,
  classStationParamsSchema,
  errorBodySchema,
  STATION_CATALOGUE_ROLES,
  stationActivationSchema,
  stationListSchema,
  stationsQuerySchema,
} from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as stationsEndpoints from '@berufswahl/contracts/bo/endpoints/stations';
import { access, requireCaller } from '../../../platform/auth/access';
import { CLASS_STATION_READERS, CLASS_STATION_WRITERS, OWN_ACTIVE_STATION_READERS } from './stations.policy';
import type { StationsService } from './stations.service';
import { urlOf } from '../../../platform/http/endpoint-url';
import { errorResponses } from '../../../platform/http/error-responses';

const errors = errorResponses(401, 403);

export const stationsRoutes: FastifyPluginAsyncZod<{ stations: StationsService }> = async (app, { stations }) => {
  // The catalogue is content, the same for everybody who works with the path.
  app.get(
    urlOf(app, stationsEndpoints.stations),
    {
      config: { access: access.roles(...STATION_CATALOGUE_ROLES).in('none') },
      schema: { querystring: stationsQuerySchema, response: { 200: stationListSchema, 400: errorBodySchema, ...errors } },
    },
    (request) => stations.list(request.query.level),
  );

  app.get(
    urlOf(app, stationsEndpoints.activeStations),
    {
      config: { access: access.roles(...OWN_ACTIVE_STATION_READERS).in('own') },
      schema: { response: { 200: activeStationListSchema, ...errors } },
    },
    (request) => stations.listActive(requireCaller(request)),
  );

  app.get(
    urlOf(app, stationsEndpoints.classActiveStations),
    {
      config: { access: access.roles(...CLASS_STATION_READERS).in('school') },
      schema: { params: classParamsSchema, response: { 200: classActiveStationSchema, 400: errorBodySchema, 404: errorBodySchema, ...errors } },
    },
    (request) => stations.getActive(requireCaller(request), request.params.classUuid),
  );

  app.patch(
    urlOf(app, stationsEndpoints.setStationActivation),
    {
      config: { access: access.roles(...CLASS_STATION_WRITERS).in('school') },
      schema: {
        params: classStationParamsSchema,
        response: { 200: stationActivationSchema, 400: errorBodySchema, 404: errorBodySchema, ...errors },
      },
    },
    (request) => stations.activate(requireCaller(request), request.params.classUuid, request.params.stationUuid),
  );
};
