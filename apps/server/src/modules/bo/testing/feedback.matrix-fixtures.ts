import { randomUUID } from 'node:crypto';
import { germanDayOf } from '@berufswahl/contracts';
import type { MatrixFixture, MatrixSetup, MatrixUser, Tenant } from '../../../test/route-matrix.types';
import { loadCompetences } from '../assessments/competences';

/** The demo student of each school and the teacher of their class (decision 229: everyone else 404). */
const STUDENT_OF: Partial<Record<Tenant, string>> = { A: 'schueler', B: 'schueler2' };
const TEACHER_OF_STUDENT: Record<string, string> = { schueler: 'lehrer', schueler2: 'lehrer2' };
const TEACHES: Partial<Record<string, Tenant>> = { lehrer: 'A', lehrer2: 'B' };

type Who = { user: MatrixUser; tenant: Tenant | 'own' | 'foreign' };

/** Students see only their own student's resources; of the staff only the student's teachers and the coordinator. */
function expectForStudentsResource({ user, tenant }: Who): number | undefined {
  if (tenant !== user.school) return undefined;
  if (user.activeRole === 'SCHUELER') return STUDENT_OF[tenant] === user.username ? undefined : 404;
  if (user.activeRole === 'LEHRER') return TEACHES[user.username] === tenant ? undefined : 404;
  return undefined;
}

const dayFromToday = (days: number) => germanDayOf(new Date(Date.now() + days * 86_400_000));

/** A confirmed placement of the tenant's student, made through the API (submitted, then confirmed by the teacher). */
async function confirmedPlacementOf(setup: MatrixSetup, tenant: Tenant | 'own' | 'foreign'): Promise<string> {
  const student = tenant === 'A' || tenant === 'B' ? STUDENT_OF[tenant] : undefined;
  if (!student) return randomUUID();
  const created = await setup.call(student, {
    method: 'POST',
    url: '/api/bo/v1/internships',
    body: {
      company_name: 'Matrix Rückmeldung GmbH',
      street: 'Prüfweg 2',
      postcode: '12345',
      city: 'Musterstadt',
      field_of_work: 'dienstleistung',
      supervisor_name: 'Frau Matrix',
      supervisor_email: 'matrix@example.org',
      start_date: dayFromToday(-10),
      end_date: dayFromToday(-1),
    },
  });
  if (created.statusCode !== 201) return randomUUID();
  const { uuid } = created.json() as { uuid: string };
  await setup.call(TEACHER_OF_STUDENT[student] ?? 'lehrer', { method: 'PATCH', url: `/api/bo/v1/internships/${uuid}/review`, body: { decision: 'confirmed' } });
  return uuid;
}

const cache = new WeakMap<MatrixSetup, Map<string, Promise<string>>>();
/** One value per key and test file (a placement per tenant, a released-able feedback per tenant). */
function once(setup: MatrixSetup, key: string, make: () => Promise<string>): Promise<string> {
  const known = cache.get(setup) ?? new Map<string, Promise<string>>();
  cache.set(setup, known);
  const value = known.get(key) ?? make();
  known.set(key, value);
  return value;
}

const placementOf = (setup: MatrixSetup, tenant: Tenant | 'own' | 'foreign') =>
  tenant === 'A' || tenant === 'B' ? once(setup, `placement:${tenant}`, () => confirmedPlacementOf(setup, tenant)) : Promise.resolve(randomUUID());

/** A fresh supervisor link of the tenant's placement, made by its student; the token's last path segment rides along. */
async function linkOf(setup: MatrixSetup, tenant: Tenant | 'own' | 'foreign'): Promise<{ uuid: string; token: string }> {
  const student = tenant === 'A' || tenant === 'B' ? STUDENT_OF[tenant] : undefined;
  if (!student) return { uuid: randomUUID(), token: 'ausgedacht' };
  const placement = await placementOf(setup, tenant);
  const response = await setup.call(student, { method: 'POST', url: `/api/bo/v1/internships/${placement}/feedback-links`, body: {} });
  if (response.statusCode !== 201) return { uuid: randomUUID(), token: 'ausgedacht' };
  const link = response.json() as { uuid: string; url: string };
  return { uuid: link.uuid, token: link.url.split('/').pop() ?? '' };
}

const completeRatings = async () => (await loadCompetences()).map((competence) => ({ item: competence.key, value: 3 }));

/** A supervisor's feedback on a placement of the tenant (its own placement, so the others keep taking links). */
async function feedbackOf(setup: MatrixSetup, tenant: Tenant | 'own' | 'foreign'): Promise<string> {
  const student = tenant === 'A' || tenant === 'B' ? STUDENT_OF[tenant] : undefined;
  if (!student) return randomUUID();
  const placement = await confirmedPlacementOf(setup, tenant);
  const created = await setup.call(student, { method: 'POST', url: `/api/bo/v1/internships/${placement}/feedback-links`, body: {} });
  if (created.statusCode !== 201) return randomUUID();
  const token = (created.json() as { url: string }).url.split('/').pop() ?? '';
  await setup.call(student, { method: 'POST', url: `/api/public/v1/feedback/${token}`, body: { days_present: 5, ratings: await completeRatings() } });
  const overview = await setup.call(TEACHER_OF_STUDENT[student] ?? 'lehrer', { method: 'GET', url: `/api/bo/v1/internships/${placement}/feedback` });
  return (overview.json() as { feedback?: { uuid: string }[] }).feedback?.[0]?.uuid ?? randomUUID();
}

/** Route-matrix examples of the feedback links, the public page and "So sehen mich andere" (decision 230). */
export const FEEDBACK_MATRIX_FIXTURES: Record<string, MatrixFixture> = {
  'POST /api/bo/v1/internships/:internshipUuid/feedback-links': {
    request: async ({ tenant, setup }) => ({ params: { internshipUuid: await placementOf(setup, tenant) }, body: {} }),
    expect: expectForStudentsResource,
  },
  'GET /api/bo/v1/internships/:internshipUuid/feedback': {
    request: async ({ tenant, setup }) => ({ params: { internshipUuid: await placementOf(setup, tenant) } }),
    expect: expectForStudentsResource,
  },
  'DELETE /api/bo/v1/feedback-links/:linkUuid': {
    request: async ({ tenant, setup }) => ({ params: { linkUuid: (await linkOf(setup, tenant)).uuid } }),
    expect: expectForStudentsResource,
  },
  'PATCH /api/bo/v1/internship-feedback/:feedbackUuid/release': {
    request: async ({ tenant, setup }) => ({
      params: { feedbackUuid: tenant === 'A' || tenant === 'B' ? await once(setup, `feedback:${tenant}`, () => feedbackOf(setup, tenant)) : randomUUID() },
    }),
    expect: expectForStudentsResource,
  },
  // The public page: a made-up token is unknown to everyone, signed in or not.
  'GET /api/public/v1/feedback/:token': {
    request: () => ({ params: { token: 'ausgedacht' } }),
    expect: () => 404,
    expectAnonymous: 404,
  },
  'POST /api/public/v1/feedback/:token': {
    request: () => ({ params: { token: 'ausgedacht' }, body: { days_present: 1, ratings: [] } }),
    expect: () => 404,
    expectAnonymous: 404,
  },
  'PATCH /api/bo/v1/assessments/my': { request: () => ({ body: {} }) },
  'POST /api/bo/v1/assessments/parent-links': { request: () => ({ body: {} }) },
  'GET /api/bo/v1/students/:studentUuid/assessments': {
    request: ({ tenant }) => ({ params: { studentUuid: studentUuidOf(tenant) } }),
    expect: expectForStudentsResource,
  },
  'PUT /api/bo/v1/students/:studentUuid/assessments/teacher': {
    request: async ({ tenant }) => ({ params: { studentUuid: studentUuidOf(tenant) }, body: { ratings: await completeRatings() } }),
    expect: expectForStudentsResource,
  },
};

/** The demo student of the tenant (content/demo/world.json); a uuid nobody has for school X. */
function studentUuidOf(tenant: Tenant | 'own' | 'foreign'): string {
  if (tenant === 'A') return 'c0000000-0000-4000-8000-000000000001';
  if (tenant === 'B') return 'c0000000-0000-4000-8000-000000000002';
  return randomUUID();
}
