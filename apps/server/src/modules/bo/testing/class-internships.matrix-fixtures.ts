import { randomUUID } from 'node:crypto';
import type { MatrixFixture, MatrixSetup, MatrixUser, Tenant } from '../../../test/route-matrix.types';
import { placementBody } from './placements.matrix-fixtures';

/** Demo classes: 8a of school A (taught by `lehrer`), 9c of school B (taught by `lehrer2`). */
const CLASS_BY_TENANT: Record<Exclude<Tenant, 'X'>, string> = {
  A: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001',
  B: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0011',
};
/** The demo student in each of those classes. */
const STUDENT_BY_TENANT: Record<Exclude<Tenant, 'X'>, string> = { A: 'schueler', B: 'schueler2' };
const TEACHER_OF: Partial<Record<string, Tenant>> = { lehrer: 'A', lehrer2: 'B' };
/** The coordinator of school A; school B has none among the demo accounts. */
const COORDINATOR_OF: Partial<Record<Tenant, string>> = { A: 'schuladmin' };

/** School X has no classes: a uuid nobody has answers 404 there, as the declaration expects. */
const classOf = (tenant: Tenant | 'own' | 'foreign') => (tenant === 'A' || tenant === 'B' ? CLASS_BY_TENANT[tenant] : randomUUID());

/** A teacher of the class's school who does not teach the class gets 404 too (decision 094). */
function expectForTeacher({ user, tenant }: { user: MatrixUser; tenant: Tenant | 'own' | 'foreign' }): number | undefined {
  if (user.activeRole !== 'LEHRER' || tenant !== user.school) return undefined;
  return TEACHER_OF[user.username] === tenant ? undefined : 404;
}

/** A fresh submitted placement of the tenant's demo student (each review settles one). */
async function submittedPlacementOf(setup: MatrixSetup, tenant: Tenant | 'own' | 'foreign'): Promise<string> {
  if (tenant !== 'A' && tenant !== 'B') return randomUUID();
  const response = await setup.call(STUDENT_BY_TENANT[tenant], { method: 'POST', url: '/api/bo/v1/internships', body: placementBody(false) });
  if (response.statusCode !== 201) return randomUUID();
  return (response.json() as { uuid: string }).uuid;
}

/** A fresh period of the tenant's school, made by its coordinator (each delete removes one). */
async function periodOf(setup: MatrixSetup, tenant: Tenant | 'own' | 'foreign'): Promise<string> {
  const coordinator = tenant === 'A' || tenant === 'B' || tenant === 'X' ? COORDINATOR_OF[tenant] : undefined;
  if (!coordinator) return randomUUID();
  const response = await setup.call(coordinator, { method: 'POST', url: '/api/bo/v1/internship-periods', body: periodBody() });
  if (response.statusCode !== 201) return randomUUID();
  return (response.json() as { uuid: string }).uuid;
}

const periodBody = () => ({ grade: 9, label: 'Matrix-Zeitraum', start_date: '2027-03-01', end_date: '2027-03-19' });

/** Route-matrix examples of the class overview, the review, the reminders and the periods. */
export const CLASS_INTERNSHIPS_MATRIX_FIXTURES: Record<string, MatrixFixture> = {
  'GET /api/bo/v1/classes/:classUuid/internships': {
    request: ({ tenant }) => ({ params: { classUuid: classOf(tenant) } }),
    expect: expectForTeacher,
  },
  'POST /api/bo/v1/classes/:classUuid/internships/reminders': {
    request: ({ tenant }) => ({ params: { classUuid: classOf(tenant) }, body: {} }),
    expect: expectForTeacher,
  },
  'PATCH /api/bo/v1/internships/:internshipUuid/review': {
    request: async ({ tenant, setup }) => ({ params: { internshipUuid: await submittedPlacementOf(setup, tenant) }, body: { decision: 'confirmed' } }),
    expect: expectForTeacher,
  },
  'POST /api/bo/v1/internship-periods': { request: () => ({ body: periodBody() }) },
  'DELETE /api/bo/v1/internship-periods/:periodUuid': {
    request: async ({ tenant, setup }) => ({ params: { periodUuid: await periodOf(setup, tenant) } }),
  },
};
