import { randomUUID } from 'node:crypto';
import type { MatrixFixture, MatrixSetup, MatrixUser, Tenant } from '../../../test/route-matrix.types';

/** Demo classes: 8a of school A (taught by `lehrer`), 9c of school B (taught by `lehrer2`). */
const CLASS_BY_TENANT: Record<Exclude<Tenant, 'X'>, string> = {
  A: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001',
  B: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0011',
};
/** Content uuids (content/mein-weg/sek1.json): the second station, and a reflection task of the first. */
const SEK1_STATION = 'd056d5ba-e50a-59f0-a056-8f04a6744d2a';
const SEK1_REFLECTION_TASK = '25374f87-dc4b-5d1c-93d8-c260a2c6c9ff';

const TEACHER_OF: Partial<Record<string, Tenant>> = { lehrer: 'A', lehrer2: 'B' };

/** School X of the other Land has no classes: a uuid nobody has answers 404 there, as it should. */
const classOf = (tenant: Tenant | 'own' | 'foreign') => (tenant === 'A' || tenant === 'B' ? CLASS_BY_TENANT[tenant] : randomUUID());

/**
 * A teacher of the class's school who does not teach the class may not use it (403, decision
 * 064); another school's class stays 404 as the declaration expects.
 */
function expectForClassRoute({ user, tenant }: { user: MatrixUser; tenant: Tenant | 'own' | 'foreign' }): number | undefined {
  if (user.activeRole !== 'LEHRER' || tenant !== user.school) return undefined;
  return TEACHER_OF[user.username] === tenant ? undefined : 403;
}

const otherStudent = (user: MatrixUser) => (user.username === 'schueler' ? 'schueler2' : 'schueler');

/** An answer of `owner` (live or in the trash); a uuid nobody has when the owner can't answer. */
async function answerOf(setup: MatrixSetup, owner: string, isTrashed: boolean): Promise<string> {
  const saved = await setup.call(owner, {
    method: 'PUT',
    url: `/api/bo/v1/tasks/${SEK1_REFLECTION_TASK}/answer`,
    body: { kind: 'reflection', text: 'Antwort für die Zugriffsmatrix' },
  });
  if (saved.statusCode !== 200) return randomUUID();
  const uuid = (saved.json() as { answer: { uuid: string } }).answer.uuid;
  if (isTrashed) await setup.call(owner, { method: 'DELETE', url: `/api/bo/v1/reflections/${uuid}` });
  return uuid;
}

const ownerOf = (user: MatrixUser, tenant: Tenant | 'own' | 'foreign') => (tenant === 'foreign' ? otherStudent(user) : user.username);

/** Route-matrix examples of Mein Weg (spread into `src/test/route-matrix.fixtures.ts`). */
export const MEIN_WEG_MATRIX_FIXTURES: Record<string, MatrixFixture> = {
  'GET /api/bo/v1/stations/active/:classUuid': {
    request: ({ tenant }) => ({ params: { classUuid: classOf(tenant) } }),
    expect: expectForClassRoute,
  },
  'PATCH /api/bo/v1/stations/active/:classUuid/:stationUuid': {
    request: ({ tenant }) => ({ params: { classUuid: classOf(tenant), stationUuid: SEK1_STATION } }),
    expect: expectForClassRoute,
  },
  'GET /api/bo/v1/tasks/:taskUuid': { request: () => ({ params: { taskUuid: SEK1_REFLECTION_TASK } }) },
  'PUT /api/bo/v1/tasks/:taskUuid/answer': {
    request: () => ({ params: { taskUuid: SEK1_REFLECTION_TASK }, body: { kind: 'reflection', text: 'Matrix', done: false } }),
  },
  // The matrix sends JSON and cannot upload: an admitted caller gets 415 before any file is read.
  'POST /api/bo/v1/tasks/:taskUuid/answer/file': {
    request: () => ({ params: { taskUuid: SEK1_REFLECTION_TASK }, body: {} }),
    expect: ({ user }) => (user.activeRole === 'SCHUELER' ? 415 : undefined),
  },
  'DELETE /api/bo/v1/reflections/:answerUuid': {
    namesOwnResource: true,
    request: async ({ user, tenant, setup }) => ({ params: { answerUuid: await answerOf(setup, ownerOf(user, tenant), false) } }),
  },
  'POST /api/bo/v1/reflections/trash/:answerUuid/restore': {
    namesOwnResource: true,
    request: async ({ user, tenant, setup }) => ({ params: { answerUuid: await answerOf(setup, ownerOf(user, tenant), true) } }),
  },
  'DELETE /api/bo/v1/reflections/trash/:answerUuid': {
    namesOwnResource: true,
    request: async ({ user, tenant, setup }) => ({ params: { answerUuid: await answerOf(setup, ownerOf(user, tenant), true) } }),
  },
};
