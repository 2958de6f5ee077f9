import { randomUUID } from 'node:crypto';
import type { MatrixFixture, MatrixSetup, MatrixUser, Tenant } from '../../../test/route-matrix.types';
import { CLASS_8A_SCHOOL_A, CLASS_8B_SCHOOL_A, CLASS_OF_SCHOOL_B } from './factories';

/**
 * Route-matrix examples of the arcade (spread into `MATRIX_FIXTURES`). Quests are `school`
 * routes: each tenant names a class or quest of its school; a class of school X doesn't exist
 * (404 like any foreign class).
 */

const CLASS_11_SCHOOL_A = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0003';
// Tasks of content/mein-weg: three of the Sek I path, one of the Sek II path (class 11).
const TASK_FOR_START = '9ddcb338-de94-5b02-89f3-d248a1d878a4';
const TASK_FOR_FINISH = '25374f87-dc4b-5d1c-93d8-c260a2c6c9ff';
const TASK_FOR_JOIN = '0186c20b-db13-5577-9c37-6fab69696edd';
const TASK_SEK2 = '6e22dc98-5d0b-5a4c-82ad-5ad1d81a5108';

/** Teachers of school A who don't teach 8a: the quest of 8a is as foreign to them as another school's. */
const NOT_TEACHING_8A = new Set(['lehrer-neu', 'mehrfach', 'altnutzer']);

/** The class of school A the account belongs to or teaches (8a for everybody else). */
function classInSchoolA(user: MatrixUser): string {
  if (user.username === 'mehrfach') return CLASS_8B_SCHOOL_A;
  if (user.username === 'altnutzer') return CLASS_11_SCHOOL_A;
  return CLASS_8A_SCHOOL_A;
}

function classOf(user: MatrixUser, tenant: Tenant | 'own' | 'foreign'): string {
  if (tenant === 'A') return classInSchoolA(user);
  if (tenant === 'B') return CLASS_OF_SCHOOL_B;
  return randomUUID();
}

const quests = new WeakMap<MatrixSetup, Map<string, Promise<string>>>();

/** One running quest per school and task, started by the school's class teacher, cached per test file. */
function questOf(setup: MatrixSetup, tenant: Tenant | 'own' | 'foreign', taskUuid: string): Promise<string> {
  if (tenant !== 'A' && tenant !== 'B') return Promise.resolve(randomUUID());
  const known = quests.get(setup) ?? new Map<string, Promise<string>>();
  quests.set(setup, known);
  const key = `${tenant}:${taskUuid}`;
  const found =
    known.get(key) ??
    setup
      .call(tenant === 'A' ? 'lehrer' : 'lehrer2', {
        method: 'POST',
        url: '/api/arcade/v1/quests',
        body: { class_uuid: tenant === 'A' ? CLASS_8A_SCHOOL_A : CLASS_OF_SCHOOL_B, task_uuid: taskUuid },
      })
      .then((response) => (response.json() as { uuid?: string }).uuid ?? randomUUID());
  known.set(key, found);
  return found;
}

const teacherWithoutTheClass = ({ user, tenant }: { user: MatrixUser; tenant: Tenant | 'own' | 'foreign' }) =>
  tenant === 'A' && user.activeRole === 'LEHRER' && NOT_TEACHING_8A.has(user.username) ? 404 : undefined;

export const ARCADE_MATRIX_FIXTURES: Record<string, MatrixFixture> = {
  'GET /api/arcade/v1/rankings': {},
  'GET /api/arcade/v1/achievements': {},
  'GET /api/arcade/v1/reminders': {},
  'GET /api/arcade/v1/reviews': {},
  'GET /api/arcade/v1/settings': {},
  'PUT /api/arcade/v1/settings': { request: () => ({ body: { visible_to_class: true } }) },
  'GET /api/arcade/v1/quests': {
    request: ({ user, tenant }) => ({ query: { class_uuid: classOf(user, tenant) } }),
    // A teacher without a class has none to ask for.
    expect: ({ user, tenant }) => (tenant === 'A' && user.username === 'lehrer-neu' ? 404 : undefined),
  },
  'POST /api/arcade/v1/quests': {
    request: ({ user, tenant }) => {
      const classUuid = classOf(user, tenant);
      return { body: { class_uuid: classUuid, task_uuid: classUuid === CLASS_11_SCHOOL_A ? TASK_SEK2 : TASK_FOR_START } };
    },
    expect: ({ user, tenant }) => (tenant === 'A' && user.username === 'lehrer-neu' ? 404 : undefined),
  },
  'PUT /api/arcade/v1/quests/:id': {
    request: async ({ tenant, setup }) => ({ params: { id: await questOf(setup, tenant, TASK_FOR_FINISH) }, body: { status: 'finished' } }),
    expect: teacherWithoutTheClass,
  },
  'POST /api/arcade/v1/quests/:id/participations': {
    request: async ({ tenant, setup }) => ({ params: { id: await questOf(setup, tenant, TASK_FOR_JOIN) } }),
  },
};
