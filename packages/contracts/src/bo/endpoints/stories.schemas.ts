// The run-time schemas of bo's stories endpoints (decision 227), for the server only. Create and
// edit take multipart (or JSON) that the route reads itself, so they bind no body schema.
import { storiesQuerySchema, storyListSchema, storyParamsSchema, storySchema } from '../stories';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as storiesEndpoints from './stories';

export const stories = bindSchemas(storiesEndpoints.stories, { query: storiesQuerySchema, answer: storyListSchema });
export const createStory = bindSchemas(storiesEndpoints.createStory, { answer: storySchema }, 201);
export const story = bindSchemas(storiesEndpoints.story, { params: storyParamsSchema, answer: storySchema });
export const updateStory = bindSchemas(storiesEndpoints.updateStory, { params: storyParamsSchema, answer: storySchema });
export const trashStory = bindSchemas(storiesEndpoints.trashStory, { params: storyParamsSchema, answer: storySchema });
export const restoreStory = bindSchemas(storiesEndpoints.restoreStory, { params: storyParamsSchema, answer: storySchema });
export const deleteStory = bindSchemas(storiesEndpoints.deleteStory, { params: storyParamsSchema }, 204);
