import { randomUUID } from 'node:crypto';
import type { MatrixFixture, MatrixSetup, MatrixUser, Tenant } from '../../../test/route-matrix.types';

/** Demo classes: 8a of school A (taught by `lehrer`, `schueler` in it), 9c of school B (`lehrer2`, `schueler2`). */
const CLASS_BY_TENANT: Record<Exclude<Tenant, 'X'>, string> = {
  A: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001',
  B: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0011',
};
const STUDENT_OF: Record<Exclude<Tenant, 'X'>, string> = { A: 'schueler', B: 'schueler2' };
const TEACHER_OF: Partial<Record<string, Tenant>> = { lehrer: 'A', lehrer2: 'B' };

/** School X of the other Land has no classes: a uuid nobody has answers 404 there, as it should. */
const classOf = (tenant: Tenant | 'own' | 'foreign') => (tenant === 'A' || tenant === 'B' ? CLASS_BY_TENANT[tenant] : randomUUID());

/** A teacher of the school who does not teach the class gets 403 (decision 075); another school stays 404. */
function expectForClassRoute({ user, tenant }: { user: MatrixUser; tenant: Tenant | 'own' | 'foreign' }): number | undefined {
  if (user.activeRole !== 'LEHRER' || tenant !== user.school) return undefined;
  return TEACHER_OF[user.username] === tenant ? undefined : 403;
}

/** A statement of the account, created for the request; a made-up uuid for accounts that cannot write one. */
async function statementOf(setup: MatrixSetup, username: string): Promise<string> {
  const response = await setup.call(username, { method: 'POST', url: '/api/bo/v1/statements', body: { text: 'Ich kann gut zuhören.' } });
  if (response.statusCode !== 201) return randomUUID();
  return (response.json() as { uuid: string }).uuid;
}

/** A pin of a fresh statement of the account; a made-up uuid when the account cannot pin. */
async function pinOf(setup: MatrixSetup, username: string): Promise<string> {
  const itemUuid = await statementOf(setup, username);
  const response = await setup.call(username, { method: 'POST', url: '/api/bo/v1/pinboard/my/entries', body: { kind: 'statement', item_uuid: itemUuid } });
  if (response.statusCode !== 201 && response.statusCode !== 200) return randomUUID();
  return (response.json() as { uuid: string }).uuid;
}

/** A pin of the tenant's student with feedback of the class's teacher; made-up uuids for school X. */
async function feedbackOf(setup: MatrixSetup, tenant: Tenant | 'own' | 'foreign'): Promise<{ entryUuid: string; feedbackUuid: string }> {
  if (tenant !== 'A' && tenant !== 'B') return { entryUuid: randomUUID(), feedbackUuid: randomUUID() };
  const entryUuid = await pinOf(setup, STUDENT_OF[tenant]);
  const teacher = tenant === 'A' ? 'lehrer' : 'lehrer2';
  const response = await setup.call(teacher, {
    method: 'POST',
    url: `/api/bo/v1/pinboard/classes/${CLASS_BY_TENANT[tenant]}/entries/${entryUuid}/feedback`,
    body: { text: 'Gut gemacht!' },
  });
  return { entryUuid, feedbackUuid: response.statusCode === 201 ? (response.json() as { uuid: string }).uuid : randomUUID() };
}

const ownerFor = (username: string, tenant: Tenant | 'own' | 'foreign') =>
  tenant === 'foreign' ? (username === 'schueler' ? 'schueler2' : 'schueler') : username;

/** Route-matrix examples of statements and the Pinnwand (spread into `src/test/route-matrix.fixtures.ts`). */
export const STATEMENTS_PINBOARD_MATRIX_FIXTURES: Record<string, MatrixFixture> = {
  'POST /api/bo/v1/statements': { request: () => ({ body: { text: 'Ich arbeite gern mit den Händen.' } }) },
  'PATCH /api/bo/v1/statements/:statementUuid': {
    namesOwnResource: true,
    request: async ({ user, tenant, setup }) => ({
      params: { statementUuid: await statementOf(setup, ownerFor(user.username, tenant)) },
      body: { text: 'Ich arbeite gern im Team.' },
    }),
  },
  'DELETE /api/bo/v1/statements/:statementUuid': {
    namesOwnResource: true,
    request: async ({ user, tenant, setup }) => ({ params: { statementUuid: await statementOf(setup, ownerFor(user.username, tenant)) } }),
  },
  'POST /api/bo/v1/pinboard/my/entries': {
    request: async ({ user, setup }) => ({ body: { kind: 'statement', item_uuid: await statementOf(setup, user.username) } }),
  },
  'DELETE /api/bo/v1/pinboard/my/entries/:entryUuid': {
    namesOwnResource: true,
    request: async ({ user, tenant, setup }) => ({ params: { entryUuid: await pinOf(setup, ownerFor(user.username, tenant)) } }),
  },
  'GET /api/bo/v1/pinboard/classes/:classUuid': {
    request: ({ tenant }) => ({ params: { classUuid: classOf(tenant) } }),
    expect: expectForClassRoute,
  },
  'POST /api/bo/v1/pinboard/classes/:classUuid/entries/:entryUuid/feedback': {
    request: async ({ tenant, setup }) => ({
      params: { classUuid: classOf(tenant), entryUuid: tenant === 'A' || tenant === 'B' ? await pinOf(setup, STUDENT_OF[tenant]) : randomUUID() },
      body: { text: 'Schön formuliert!' },
    }),
    expect: expectForClassRoute,
  },
  // The class's own teacher wrote the feedback, so he may change and delete it (decision 136).
  'PATCH /api/bo/v1/pinboard/classes/:classUuid/entries/:entryUuid/feedback/:feedbackUuid': {
    request: async ({ tenant, setup }) => ({ params: { classUuid: classOf(tenant), ...(await feedbackOf(setup, tenant)) }, body: { text: 'Sehr gut gemacht!' } }),
    expect: expectForClassRoute,
  },
  'DELETE /api/bo/v1/pinboard/classes/:classUuid/entries/:entryUuid/feedback/:feedbackUuid': {
    request: async ({ tenant, setup }) => ({ params: { classUuid: classOf(tenant), ...(await feedbackOf(setup, tenant)) } }),
    expect: expectForClassRoute,
  },
};
