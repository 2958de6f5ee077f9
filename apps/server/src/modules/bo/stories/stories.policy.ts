import type { Caller } from '../../../platform/auth/access';
import { notFound } from '../../../platform/http/errors';
import type { StoryRow } from './stories.repository';

/**
 * A story is its author's alone: anybody else – another student, a teacher of the class – is told
 * it does not exist (404), so its existence leaks to nobody. Sharing with the teacher is the
 * Pinnwand's job, by the student's explicit action.
 */
export function requireOwnStory(caller: Caller, story: StoryRow | undefined): StoryRow {
  if (!story || story.ownerUuid !== caller.uuid) throw notFound();
  return story;
}
