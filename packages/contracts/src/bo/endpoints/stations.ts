// Endpoints of bo: stations (decision 225) – method and full path, declared once for the server's routes
// and the client's calls. One file per resource: the client's bundler cannot split a file, so a
// screen carries only the declarations of the resources it calls. No zod here (decision 007).
import type { Endpoint } from '../../shared/endpoint';

export const stations = { method: 'GET', path: '/api/bo/v1/stations' } as const satisfies Endpoint;
export const activeStations = { method: 'GET', path: '/api/bo/v1/stations/active' } as const satisfies Endpoint;
export const classActiveStations = { method: 'GET', path: '/api/bo/v1/stations/active/:classUuid' } as const satisfies Endpoint;
export const setStationActivation = { method: 'PATCH', path: '/api/bo/v1/stations/active/:classUuid/:stationUuid' } as const satisfies Endpoint;
