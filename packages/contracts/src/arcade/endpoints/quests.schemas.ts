// The run-time schemas of arcade's quests endpoints (decision 227), for the server only.
import {
  questCreateBodySchema,
  questListQuerySchema,
  questListResponseSchema,
  questParamsSchema,
  questSchema,
  questUpdateBodySchema,
} from '../quests';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as questsEndpoints from './quests';

export const quests = bindSchemas(questsEndpoints.quests, { query: questListQuerySchema, answer: questListResponseSchema });
export const startQuest = bindSchemas(questsEndpoints.startQuest, { body: questCreateBodySchema, answer: questSchema }, 201);
export const updateQuest = bindSchemas(questsEndpoints.updateQuest, {
  params: questParamsSchema,
  body: questUpdateBodySchema,
  answer: questSchema,
});
export const joinQuest = bindSchemas(questsEndpoints.joinQuest, { params: questParamsSchema, answer: questSchema });
