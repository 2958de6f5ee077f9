// Endpoints of arcade: rankings (decisions 225, 227) – method, full path and, as types, what each
// takes and answers, declared once for the server's routes and the client's calls. One file per
// resource: the client's bundler cannot split a file, so a screen carries only the declarations of
// the resources it calls. Types only from the schemas' files: no zod at run time (decision 007).
import type { ArcadeSettings, RankingResponse } from '../rankings';
import { endpoint } from '../../shared/endpoint';

export const rankings = endpoint<{ answer: RankingResponse }>()('GET', '/api/arcade/v1/rankings');
export const settings = endpoint<{ answer: ArcadeSettings }>()('GET', '/api/arcade/v1/settings');
export const saveSettings = endpoint<{ body: ArcadeSettings; answer: ArcadeSettings }>()('PUT', '/api/arcade/v1/settings');
