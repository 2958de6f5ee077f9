// Endpoints of bo: reflections (decisions 225, 227) – method, full path and, as types, what each
// takes and answers, declared once for the server's routes and the client's calls. One file per
// resource: the client's bundler cannot split a file, so a screen carries only the declarations of
// the resources it calls. Types only from the schemas' files: no zod at run time (decision 007).
import type { Reflection, ReflectionList } from '../mein-weg-answers';
import { endpoint } from '../../shared/endpoint';

export const reflections = endpoint<{ answer: ReflectionList }>()('GET', '/api/bo/v1/reflections');
export const reflectionsTrash = endpoint<{ answer: ReflectionList }>()('GET', '/api/bo/v1/reflections/trash');
export const trashReflection = endpoint<{ answer: Reflection }>()('DELETE', '/api/bo/v1/reflections/:answerUuid');
export const restoreReflection = endpoint<{ answer: Reflection }>()('POST', '/api/bo/v1/reflections/trash/:answerUuid/restore');
export const deleteReflection = endpoint()('DELETE', '/api/bo/v1/reflections/trash/:answerUuid');
