import { randomUUID } from 'node:crypto';
import type { MatrixFixture, MatrixSetup, MatrixUser } from '../../../test/route-matrix.types';

/**
 * Route-matrix examples of news and events (spread into `MATRIX_FIXTURES`). Every item lives in
 * the caller's own scope, so the routes are `own`; a uuid of another school answers 404.
 */

const EVENT_FIELDS = { date: '2099-06-01', time: '10:00', place: 'Aula' };

/** A body the account may publish: school staff to their whole school, coordinators of Land and Bund to school coordinators. */
function bodyFor(user: MatrixUser, kind: 'news' | 'events'): Record<string, unknown> {
  const coordinator = user.activeRole === 'ADMIN_LAND' || user.activeRole === 'SUPER_ADMIN' || user.activeRole === 'ADMIN';
  const base = {
    title: 'Matrix',
    text: '<p>Ein Test der Zugriffsmatrix.</p>',
    audiences: coordinator ? ['ADMIN_SCHULE'] : ['SCHUELER', 'LEHRER', 'ADMIN_SCHULE'],
  };
  return kind === 'events' ? { ...base, ...EVENT_FIELDS } : base;
}

const cache = new WeakMap<MatrixSetup, Map<string, Promise<string>>>();

async function create(setup: MatrixSetup, kind: 'news' | 'events', author: string, body: Record<string, unknown>): Promise<string> {
  const response = await setup.call(author, { method: 'POST', url: `/api/messaging/v1/${kind}`, body });
  const created = response.json() as { uuid?: string };
  return created.uuid ?? randomUUID();
}

/** One item per school (written by its staff), cached per test file. */
function schoolItem(setup: MatrixSetup, kind: 'news' | 'events', school: 'A' | 'B'): Promise<string> {
  const known = cache.get(setup) ?? new Map<string, Promise<string>>();
  cache.set(setup, known);
  const key = `${kind}:${school}`;
  const author = school === 'A' ? 'schuladmin' : 'lehrer2';
  const found = known.get(key) ?? create(setup, kind, author, bodyFor({ activeRole: 'ADMIN_SCHULE' } as MatrixUser, kind));
  known.set(key, found);
  return found;
}

/** An item the caller sees: their own where they can write, else their school's. */
function visibleItem(setup: MatrixSetup, kind: 'news' | 'events', user: MatrixUser): Promise<string> {
  if (user.school && (user.activeRole === 'SCHUELER' || user.username === 'lehrer-neu')) return schoolItem(setup, kind, user.school);
  if (user.school === null && !['ADMIN_LAND', 'SUPER_ADMIN', 'ADMIN'].includes(user.activeRole)) return Promise.resolve(randomUUID());
  return create(setup, kind, user.username, bodyFor(user, kind));
}

/** An item the caller must not see: another school's, or for coordinators of Land and Bund a school's. */
function foreignItem(setup: MatrixSetup, kind: 'news' | 'events', user: MatrixUser): Promise<string> {
  return schoolItem(setup, kind, user.school === 'A' ? 'B' : 'A');
}

/** lehrer-neu has no learning group: every writing route refuses him (spec 1). */
const teacherWithoutGroup = (status: number) => ({ user, tenant }: { user: MatrixUser; tenant: string }) =>
  user.username === 'lehrer-neu' && tenant !== 'foreign' ? status : undefined;

function fixturesOf(kind: 'news' | 'events'): Record<string, MatrixFixture> {
  const base = `/api/messaging/v1/${kind}`;
  const param = kind === 'news' ? 'newsUuid' : 'eventUuid';
  const byTenant = (user: MatrixUser, tenant: string, setup: MatrixSetup) =>
    tenant === 'foreign' ? foreignItem(setup, kind, user) : visibleItem(setup, kind, user);
  return {
    [`GET ${base}`]: {},
    [`GET ${base}/:${param}`]: {
      namesOwnResource: true,
      request: async ({ user, tenant, setup }) => ({ params: { [param]: await byTenant(user, tenant, setup) } }),
    },
    [`POST ${base}`]: {
      request: ({ user }) => ({ body: bodyFor(user, kind) }),
      expect: teacherWithoutGroup(403),
    },
    [`PUT ${base}/:${param}`]: {
      namesOwnResource: true,
      request: async ({ user, tenant, setup }) => ({
        params: { [param]: await byTenant(user, tenant, setup) },
        body: bodyFor(user, kind),
      }),
      // He sees his school's item but did not write it.
      expect: teacherWithoutGroup(403),
    },
    [`DELETE ${base}/:${param}`]: {
      namesOwnResource: true,
      request: async ({ user, tenant, setup }) => ({ params: { [param]: await byTenant(user, tenant, setup) } }),
      expect: teacherWithoutGroup(403),
    },
  };
}

/** An event the caller sees (own tenant) or must not see (foreign), for routes that name one. */
export function eventForMatrix(setup: MatrixSetup, user: MatrixUser, tenant: string): Promise<string> {
  return tenant === 'foreign' ? foreignItem(setup, 'events', user) : visibleItem(setup, 'events', user);
}

export const NEWS_MATRIX_FIXTURES: Record<string, MatrixFixture> = { ...fixturesOf('news'), ...fixturesOf('events') };
