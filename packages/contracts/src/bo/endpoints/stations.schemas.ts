// The run-time schemas of bo's stations endpoints (decision 227), for the server only.
import {
  activeStationListSchema,
  classActiveStationSchema,
  classParamsSchema,
  classStationParamsSchema,
  stationActivationSchema,
  stationListSchema,
  stationsQuerySchema,
} from '../mein-weg';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as stationsEndpoints from './stations';

export const stations = bindSchemas(stationsEndpoints.stations, { query: stationsQuerySchema, answer: stationListSchema });

export const activeStations = bindSchemas(stationsEndpoints.activeStations, { answer: activeStationListSchema });

export const classActiveStations = bindSchemas(stationsEndpoints.classActiveStations, {
  params: classParamsSchema,
  answer: classActiveStationSchema,
});

export const setStationActivation = bindSchemas(stationsEndpoints.setStationActivation, {
  params: classStationParamsSchema,
  answer: stationActivationSchema,
});
