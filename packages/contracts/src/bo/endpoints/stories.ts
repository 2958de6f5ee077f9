// Endpoints of bo: stories (decisions 225, 227) – method, full path and, as types, what each
// takes and answers, declared once for the server's routes and the client's calls. One file per
// resource: the client's bundler cannot split a file, so a screen carries only the declarations of
// the resources it calls. Types only from the schemas' files: no zod at run time (decision 007).
import type { CreateStoryFields, StoriesQuery, Story, StoryList, UpdateStoryFields } from '../stories';
import { endpoint } from '../../shared/endpoint';

export const stories = endpoint<{ query: StoriesQuery; answer: StoryList }>()('GET', '/api/bo/v1/artefacts/stories');
/** Multipart with at most one attachment, or JSON for a story without one. */
export const createStory = endpoint<{ body: FormData | CreateStoryFields; answer: Story }>()('POST', '/api/bo/v1/artefacts/story');
export const story = endpoint<{ answer: Story }>()('GET', '/api/bo/v1/artefacts/stories/:storyUuid');
/** Multipart when a new attachment replaces the old one, else JSON. */
export const updateStory = endpoint<{ body: FormData | UpdateStoryFields; answer: Story }>()('PATCH', '/api/bo/v1/artefacts/stories/:storyUuid');
export const trashStory = endpoint<{ answer: Story }>()('DELETE', '/api/bo/v1/artefacts/stories/:storyUuid');
export const restoreStory = endpoint<{ answer: Story }>()('POST', '/api/bo/v1/artefacts/stories/:storyUuid/restore');
export const deleteStory = endpoint()('DELETE', '/api/bo/v1/artefacts/stories/:storyUuid/forever');
