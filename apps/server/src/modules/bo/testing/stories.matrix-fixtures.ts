import { randomUUID } from 'node:crypto';
import type { MatrixFixture, MatrixSetup } from '../../../test/route-matrix.types';

const CREATE_URL = '/api/bo/v1/artefacts/story';

/** A story of the account (JSON create, no upload); a made-up uuid for accounts that cannot write stories. */
async function storyOf(setup: MatrixSetup, username: string): Promise<string> {
  const response = await setup.call(username, { method: 'POST', url: CREATE_URL, body: { description: 'Matrix #zugriff' } });
  if (response.statusCode !== 201) return randomUUID();
  return (response.json() as { uuid: string }).uuid;
}

const known = new WeakMap<MatrixSetup, Map<string, Promise<string>>>();

/** One story per account and test file, reused by the routes that leave it in place. */
function sharedStoryOf(setup: MatrixSetup, username: string): Promise<string> {
  const stories = known.get(setup) ?? new Map<string, Promise<string>>();
  known.set(setup, stories);
  const story = stories.get(username) ?? storyOf(setup, username);
  stories.set(username, story);
  return story;
}

/** The owner whose story a caller names: its own, or – for `foreign` – another student's. */
const ownerFor = (username: string, tenant: string) =>
  tenant === 'foreign' ? (username === 'schueler' ? 'schueler2' : 'schueler') : username;

/** Stories are a student's own: every route names the caller's story, another one's answers 404. */
const ownStory = (body?: unknown, options: { fresh?: boolean } = {}): MatrixFixture => ({
  namesOwnResource: true,
  request: async ({ user, tenant, setup }) => {
    const owner = ownerFor(user.username, tenant);
    const storyUuid = options.fresh ? await storyOf(setup, owner) : await sharedStoryOf(setup, owner);
    return { params: { storyUuid }, ...(body === undefined ? {} : { body }) };
  },
});

/**
 * The stories routes in the route matrix. The matrix sends JSON: the create route takes a story
 * without attachment as JSON, so every route can be called for real. Uploads are tested in
 * stories.routes.test.ts.
 */
export const STORIES_MATRIX_FIXTURES: Record<string, MatrixFixture> = {
  'POST /api/bo/v1/artefacts/story': { request: () => ({ body: { description: 'Matrix #zugriff' } }) },
  'GET /api/bo/v1/artefacts/stories': { request: () => ({ query: { q: '#zugriff' } }) },
  'GET /api/bo/v1/artefacts/stories/:storyUuid': ownStory(),
  'PATCH /api/bo/v1/artefacts/stories/:storyUuid': ownStory({ description: 'Matrix geändert #zugriff' }),
  'DELETE /api/bo/v1/artefacts/stories/:storyUuid': ownStory(),
  'POST /api/bo/v1/artefacts/stories/:storyUuid/restore': ownStory(),
  'DELETE /api/bo/v1/artefacts/stories/:storyUuid/forever': ownStory(undefined, { fresh: true }),
};
