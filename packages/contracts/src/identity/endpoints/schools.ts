// Endpoints of identity: schools (decisions 225, 227) – method, full path and, as types, what each
// takes and answers, declared once for the server's routes and the client's calls. One file per
// resource: the client's bundler cannot split a file, so a screen carries only the declarations of
// the resources it calls. Types only from the schemas' files: no zod at run time (decision 007).
import type { SchoolDataBody, SchoolType, SekundarstufenResponse } from '../schools';
import type { SchoolSummary } from '../users';
import { endpoint } from '../../shared/endpoint';

export const school = endpoint<{ answer: SchoolSummary }>()('GET', '/api/identity/v1/schools/:schoolUuid');
export const updateSchool = endpoint<{ body: SchoolDataBody; answer: SchoolSummary }>()('PATCH', '/api/identity/v1/schools/:schoolUuid');
export const sekundarstufen = endpoint<{ answer: SekundarstufenResponse }>()('GET', '/api/identity/v1/schools/sekundarstufen');
export const schoolTypes = endpoint<{ answer: SchoolType[] }>()('GET', '/api/identity/v1/schooltypes');
