// Endpoints of cms: pages (decisions 225, 227) – method, full path and, as types, what each takes
// and answers, declared once for the server's routes and the client's calls. One file per
// resource: the client's bundler cannot split a file, so a screen carries only the declarations of
// the resources it calls. Types only from the schemas' files: no zod at run time (decision 007).
import type { Page } from '../pages';
import { endpoint } from '../../shared/endpoint';

export const page = endpoint<{ answer: Page }>()('GET', '/api/cms/v1/pages/:slug');
