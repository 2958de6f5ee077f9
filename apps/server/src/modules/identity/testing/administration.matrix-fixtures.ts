import { randomUUID } from 'node:crypto';
import type { MatrixFixture, MatrixSetup, Tenant } from '../../../test/route-matrix.types';

/**
 * Route-matrix examples of the administration (spread into `MATRIX_FIXTURES`). Only school A has
 * a school coordinator among the demo accounts, so resources below a school are created in A
 * (by `schuladmin`); for B and X the school check answers 404 before any resource is looked up,
 * so a uuid nobody has is enough there.
 */

const BASE = '/api/identity/v1';
/** The demo teacher of school A who already teaches 8a (assigning him elsewhere changes nobody's rights). */
const TEACHER_OF_A = 'c0000000-0000-4000-8000-000000000003';

const unique = () => randomUUID().replace(/-/g, '').slice(0, 8);
/** A letter-only addition, different on every call, so that creating a class never collides. */
const uniqueAddition = () => `m${unique().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x')}`.slice(0, 9);

const school = (tenant: unknown, setup: MatrixSetup) => setup.schools[tenant as Tenant];
const client = (tenant: unknown, setup: MatrixSetup) => setup.clients[tenant as Tenant];

async function createdIn(setup: MatrixSetup, tenant: unknown, kind: 'class' | 'student'): Promise<string> {
  if (tenant !== 'A') return randomUUID();
  const url = kind === 'class' ? `${BASE}/schools/${setup.schools.A}/classes` : `${BASE}/schools/${setup.schools.A}/accounts`;
  const body = kind === 'class' ? { grade: 7, addition: uniqueAddition() } : { role: 'SCHUELER', first_name: 'Matrix', surname: `Test${unique()}` };
  const response = await setup.call('schuladmin', { method: 'POST', url, body });
  const created = response.json() as { uuid?: string; account?: { uuid?: string } };
  return (kind === 'class' ? created.uuid : created.account?.uuid) ?? randomUUID();
}

const person = () => ({ first_name: 'Matrix', surname: `Koordination${unique()}` });
const csv = () => `Vorname;Nachname\nMatrix;Import${unique()}\n`;

export const ADMINISTRATION_MATRIX_FIXTURES: Record<string, MatrixFixture> = {
  [`GET ${BASE}/schools/:schoolUuid/classes`]: {
    request: ({ tenant, setup }) => ({ params: { schoolUuid: school(tenant, setup) } }),
  },
  [`POST ${BASE}/schools/:schoolUuid/classes`]: {
    request: ({ tenant, setup }) => ({ params: { schoolUuid: school(tenant, setup) }, body: { grade: 6, addition: uniqueAddition() } }),
  },
  [`PATCH ${BASE}/schools/:schoolUuid/classes/:classUuid`]: {
    request: async ({ tenant, setup }) => ({
      params: { schoolUuid: school(tenant, setup), classUuid: await createdIn(setup, tenant, 'class') },
      body: { grade: 9, addition: uniqueAddition() },
    }),
  },
  [`DELETE ${BASE}/schools/:schoolUuid/classes/:classUuid`]: {
    request: async ({ tenant, setup }) => ({ params: { schoolUuid: school(tenant, setup), classUuid: await createdIn(setup, tenant, 'class') } }),
  },
  [`PUT ${BASE}/schools/:schoolUuid/classes/:classUuid/teachers/:teacherUuid`]: {
    request: async ({ tenant, setup }) => ({
      params: { schoolUuid: school(tenant, setup), classUuid: await createdIn(setup, tenant, 'class'), teacherUuid: TEACHER_OF_A },
    }),
  },
  [`DELETE ${BASE}/schools/:schoolUuid/classes/:classUuid/teachers/:teacherUuid`]: {
    request: async ({ tenant, setup }) => ({
      params: { schoolUuid: school(tenant, setup), classUuid: await createdIn(setup, tenant, 'class'), teacherUuid: TEACHER_OF_A },
    }),
  },
  [`GET ${BASE}/schools/:schoolUuid/accounts`]: {
    request: ({ tenant, setup }) => ({ params: { schoolUuid: school(tenant, setup) } }),
  },
  [`POST ${BASE}/schools/:schoolUuid/accounts`]: {
    request: ({ tenant, setup }) => ({ params: { schoolUuid: school(tenant, setup) }, body: { role: 'SCHUELER', ...person() } }),
  },
  [`PATCH ${BASE}/schools/:schoolUuid/accounts/:userUuid`]: {
    request: async ({ tenant, setup }) => ({
      params: { schoolUuid: school(tenant, setup), userUuid: await createdIn(setup, tenant, 'student') },
      body: { surname: `Geaendert${unique()}` },
    }),
  },
  [`POST ${BASE}/schools/:schoolUuid/accounts/:userUuid/deactivation`]: {
    request: async ({ tenant, setup }) => ({
      params: { schoolUuid: school(tenant, setup), userUuid: await createdIn(setup, tenant, 'student') },
    }),
  },
  [`POST ${BASE}/schools/:schoolUuid/accounts/:userUuid/initial-password`]: {
    request: async ({ tenant, setup }) => ({
      params: { schoolUuid: school(tenant, setup), userUuid: await createdIn(setup, tenant, 'student') },
    }),
  },
  // A freshly deactivated student of A (without a code: nothing to revoke, the answer is the account).
  [`DELETE ${BASE}/schools/:schoolUuid/accounts/:userUuid/reactivation-code`]: {
    request: async ({ tenant, setup }) => {
      const userUuid = await createdIn(setup, tenant, 'student');
      if (tenant === 'A') {
        await setup.call('schuladmin', { method: 'POST', url: `${BASE}/schools/${setup.schools.A}/accounts/${userUuid}/deactivation` });
      }
      return { params: { schoolUuid: school(tenant, setup), userUuid } };
    },
  },
  [`POST ${BASE}/schools/:schoolUuid/reactivations`]: {
    request: ({ tenant, setup }) => ({ params: { schoolUuid: school(tenant, setup) }, body: { code: '0000 0000 0000', role: 'SCHUELER' } }),
    // No account holds this code (a real one needs the deactivated owner's own request): an
    // admitted coordinator of the own school gets the code's 404, as for any unknown resource.
    expect: ({ user, tenant }) => (user.activeRole === 'ADMIN_SCHULE' && tenant === 'A' ? 404 : undefined),
  },
  // Transfer codes (decision 197): the receiving school's coordinator issues one …
  [`POST ${BASE}/schools/:schoolUuid/transfer-codes`]: {
    request: ({ tenant, setup }) => ({ params: { schoolUuid: school(tenant, setup) } }),
  },
  // … and the deactivated student enters it. No code is stored as this one: 404 for the admitted caller.
  [`POST ${BASE}/users/me/transfer`]: {
    request: () => ({ body: { code: '00000 00000' } }),
    expect: ({ user }) => (user.activeRole === 'DEACTIVATED' ? 404 : undefined),
  },
  [`POST ${BASE}/schools/:schoolUuid/account-imports/preview`]: {
    request: ({ tenant, setup }) => ({ params: { schoolUuid: school(tenant, setup) }, body: { role: 'SCHUELER', csv: csv() } }),
  },
  [`POST ${BASE}/schools/:schoolUuid/account-imports`]: {
    request: ({ tenant, setup }) => ({ params: { schoolUuid: school(tenant, setup) }, body: { role: 'SCHUELER', csv: csv() } }),
  },
  [`GET ${BASE}/schools/:schoolUuid/audit-events`]: {
    request: ({ tenant, setup }) => ({ params: { schoolUuid: school(tenant, setup) } }),
  },
  [`POST ${BASE}/schools/:schoolUuid/coordinators`]: {
    request: ({ tenant, setup }) => ({ params: { schoolUuid: school(tenant, setup) }, body: person() }),
  },
  [`GET ${BASE}/clients/:clientUuid/schools`]: {
    request: ({ tenant, setup }) => ({ params: { clientUuid: client(tenant, setup) } }),
  },
  [`POST ${BASE}/clients/:clientUuid/schools`]: {
    request: ({ tenant, setup }) => ({
      params: { clientUuid: client(tenant, setup) },
      body: { name: `Matrixschule ${unique()}`, postcode: '01067', city: 'Dresden', has_sekundarstufe2: false },
    }),
  },
  [`GET ${BASE}/clients/:clientUuid/audit-events`]: {
    request: ({ tenant, setup }) => ({ params: { clientUuid: client(tenant, setup) } }),
  },
  [`GET ${BASE}/clients`]: {},
  [`POST ${BASE}/clients`]: { request: () => ({ body: { name: `Matrixland ${unique()}` } }) },
  [`GET ${BASE}/clients/:clientUuid/coordinators`]: {
    request: ({ tenant, setup }) => ({ params: { clientUuid: client(tenant, setup) } }),
  },
  [`GET ${BASE}/clients/:clientUuid/school-coordinators`]: {
    request: ({ tenant, setup }) => ({ params: { clientUuid: client(tenant, setup) } }),
  },
  [`POST ${BASE}/clients/:clientUuid/coordinators`]: {
    request: ({ tenant, setup }) => ({ params: { clientUuid: client(tenant, setup) }, body: person() }),
  },
  [`GET ${BASE}/clients/:clientUuid/keycloak-export`]: {
    request: ({ tenant, setup }) => ({ params: { clientUuid: client(tenant, setup) } }),
  },
};
