import { randomUUID } from 'node:crypto';
import type { MatrixFixture, MatrixSetup, MatrixUser, Tenant } from '../../../test/route-matrix.types';

/** The demo student of each school: `schueler` in 8a of school A, `schueler2` in 9c of school B. */
const STUDENT_OF: Record<Exclude<Tenant, 'X'>, string> = { A: 'schueler', B: 'schueler2' };
/** The teachers who teach those students; every other teacher of the school gets 404 (decision 229). */
const TEACHERS_OF_STUDENT = new Set(['lehrer', 'lehrer2']);

/** A valid placement; `draft` keeps it the student's alone (deletable, invisible to staff). */
export function placementBody(draft: boolean) {
  return {
    company_name: 'Tischlerei Holzwurm',
    street: 'Am Sägewerk 3',
    postcode: '04109',
    city: 'Musterstadt',
    field_of_work: 'bau-architektur-vermessung',
    supervisor_name: 'Petra Span',
    supervisor_email: 'p.span@example.org',
    start_date: '2027-03-01',
    end_date: '2027-03-12',
    draft,
  };
}

/** A fresh placement of the account; a made-up uuid for accounts that cannot record one. */
async function placementOf(setup: MatrixSetup, username: string, draft: boolean): Promise<string> {
  const response = await setup.call(username, { method: 'POST', url: '/api/bo/v1/internships', body: placementBody(draft) });
  if (response.statusCode !== 201) return randomUUID();
  return (response.json() as { uuid: string }).uuid;
}

const ownerFor = (username: string, tenant: Tenant | 'own' | 'foreign') =>
  tenant === 'foreign' ? (username === 'schueler' ? 'schueler2' : 'schueler') : username;

/** Students see only their own; of the staff only the student's teachers and the school's coordinator. */
function expectForPlacement({ user, tenant }: { user: MatrixUser; tenant: Tenant | 'own' | 'foreign' }): number | undefined {
  if (tenant !== user.school) return undefined;
  if (user.activeRole === 'SCHUELER') return STUDENT_OF[tenant] === user.username ? undefined : 404;
  if (user.activeRole === 'LEHRER') return TEACHERS_OF_STUDENT.has(user.username) ? undefined : 404;
  return undefined;
}

/** Route-matrix examples of the placements (spread into `src/test/route-matrix.fixtures.ts`). */
export const PLACEMENTS_MATRIX_FIXTURES: Record<string, MatrixFixture> = {
  'POST /api/bo/v1/internships': { request: () => ({ body: placementBody(true) }) },
  'GET /api/bo/v1/internships/:internshipUuid': {
    request: async ({ tenant, setup }) => ({
      params: { internshipUuid: tenant === 'A' || tenant === 'B' ? await placementOf(setup, STUDENT_OF[tenant], false) : randomUUID() },
    }),
    expect: expectForPlacement,
  },
  'PATCH /api/bo/v1/internships/:internshipUuid': {
    namesOwnResource: true,
    request: async ({ user, tenant, setup }) => ({
      params: { internshipUuid: await placementOf(setup, ownerFor(user.username, tenant), true) },
      body: { city: 'Leipzig' },
    }),
  },
  'DELETE /api/bo/v1/internships/:internshipUuid': {
    namesOwnResource: true,
    request: async ({ user, tenant, setup }) => ({ params: { internshipUuid: await placementOf(setup, ownerFor(user.username, tenant), true) } }),
  },
};
