// Endpoints of bo: stations (decisions 225, 227) – method, full path and, as types, what each takes
// and answers, declared once for the server's routes and the client's calls. One file per
// resource: the client's bundler cannot split a file, so a screen carries only the declarations of
// the resources it calls. Types only from the schemas' files: no zod at run time (decision 007).
import type { ActiveStationList, ClassActiveStation, StationActivation, StationList, StationsQuery } from '../mein-weg';
import { endpoint } from '../../shared/endpoint';

export const stations = endpoint<{ query: StationsQuery; answer: StationList }>()('GET', '/api/bo/v1/stations');
export const activeStations = endpoint<{ answer: ActiveStationList }>()('GET', '/api/bo/v1/stations/active');
export const classActiveStations = endpoint<{ answer: ClassActiveStation }>()('GET', '/api/bo/v1/stations/active/:classUuid');
/** Takes no body: the path names the class and the station to activate (spec 4). */
export const setStationActivation = endpoint<{ answer: StationActivation }>()('PATCH', '/api/bo/v1/stations/active/:classUuid/:stationUuid');
