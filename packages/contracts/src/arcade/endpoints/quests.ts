// Endpoints of arcade: quests (decisions 225, 227) – method, full path and, as types, what each
// takes and answers, declared once for the server's routes and the client's calls. One file per
// resource: the client's bundler cannot split a file, so a screen carries only the declarations of
// the resources it calls. Types only from the schemas' files: no zod at run time (decision 007).
import type { Quest, QuestCreateBody, QuestListQuery, QuestListResponse, QuestUpdateBody } from '../quests';
import { endpoint } from '../../shared/endpoint';

export const quests = endpoint<{ query: QuestListQuery; answer: QuestListResponse }>()('GET', '/api/arcade/v1/quests');
export const startQuest = endpoint<{ body: QuestCreateBody; answer: Quest }>()('POST', '/api/arcade/v1/quests');
export const updateQuest = endpoint<{ body: QuestUpdateBody; answer: Quest }>()('PUT', '/api/arcade/v1/quests/:id');
export const joinQuest = endpoint<{ answer: Quest }>()('POST', '/api/arcade/v1/quests/:id/participations');
