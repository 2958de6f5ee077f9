// Endpoints of bo: mein-weg (decisions 225, 227) – method, full path and, as types, what each takes
// and answers, declared once for the server's routes and the client's calls. One file per
// resource: the client's bundler cannot split a file, so a screen carries only the declarations of
// the resources it calls. Types only from the schemas' files: no zod at run time (decision 007).
import type { CareerOrientation, MyStations } from '../mein-weg';
import type { SaveAnswerBody, TaskDetail } from '../mein-weg-answers';
import { endpoint } from '../../shared/endpoint';

export const myCareerOrientation = endpoint<{ answer: CareerOrientation }>()('GET', '/api/bo/v1/career-orientations/my');
export const myStations = endpoint<{ answer: MyStations }>()('GET', '/api/bo/v1/career-orientations/my/stations');
export const task = endpoint<{ answer: TaskDetail }>()('GET', '/api/bo/v1/tasks/:taskUuid');
export const saveAnswer = endpoint<{ body: SaveAnswerBody; answer: TaskDetail }>()('PUT', '/api/bo/v1/tasks/:taskUuid/answer');
/** Multipart only: the file under ANSWER_FILE_FIELD; the route answers anything else with 415. */
export const uploadAnswerFile = endpoint<{ body: FormData; answer: TaskDetail }>()('POST', '/api/bo/v1/tasks/:taskUuid/answer/file');
