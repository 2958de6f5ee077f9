import { randomUUID } from 'node:crypto';
import { germanDayOf } from '@berufswahl/contracts';
import type { MatrixFixture, MatrixSetup, MatrixUser, Tenant } from '../../../test/route-matrix.types';

/** The demo students with a class, and the teacher of that class (who confirms the placement). */
const STUDENTS: Record<string, { teacher: string; tenant: Tenant }> = {
  schueler: { teacher: 'lehrer', tenant: 'A' },
  schueler2: { teacher: 'lehrer2', tenant: 'B' },
};
const STUDENT_OF_TENANT: Partial<Record<Tenant, string>> = { A: 'schueler', B: 'schueler2' };
/** The teachers of the demo students' classes; every other teacher of the school gets 404 (decision 094). */
const TEACHER_OF: Partial<Record<string, Tenant>> = { lehrer: 'A', lehrer2: 'B' };

function dayFromToday(days: number): string {
  return germanDayOf(new Date(Date.now() + days * 86_400_000));
}

/**
 * A confirmed placement of a demo student that starts today, made through the API as in real life:
 * the student submits it, the class's teacher confirms it (the placement and review routes). A
 * made-up uuid when that fails, so the matrix shows the route's 404 as the problem.
 */
async function confirmedPlacementOf(setup: MatrixSetup, student: string): Promise<string> {
  const teacher = STUDENTS[student]?.teacher;
  if (!teacher) return randomUUID();
  const created = await setup.call(student, {
    method: 'POST',
    url: '/api/bo/v1/internships',
    body: {
      company_name: 'Matrix GmbH',
      street: 'Prüfweg 1',
      postcode: '12345',
      city: 'Musterstadt',
      field_of_work: 'dienstleistung',
      supervisor_name: 'Frau Matrix',
      supervisor_email: 'matrix@example.org',
      start_date: dayFromToday(0),
      end_date: dayFromToday(13),
    },
  });
  if (created.statusCode !== 201) return randomUUID();
  const { uuid } = created.json() as { uuid: string };
  await setup.call(teacher, { method: 'PATCH', url: `/api/bo/v1/internships/${uuid}/review`, body: { decision: 'confirmed' } });
  return uuid;
}

const known = new WeakMap<MatrixSetup, Map<string, Promise<string>>>();

/** One confirmed placement per student and test file. */
function placementOf(setup: MatrixSetup, student: string): Promise<string> {
  const placements = known.get(setup) ?? new Map<string, Promise<string>>();
  known.set(setup, placements);
  const placement = placements.get(student) ?? confirmedPlacementOf(setup, student);
  placements.set(student, placement);
  return placement;
}

/** The student whose placement a caller names: its own, or – for `foreign` – the other demo student's. */
function studentFor(user: MatrixUser, tenant: Tenant | 'own' | 'foreign'): string | undefined {
  if (!STUDENTS[user.username]) return undefined;
  if (tenant === 'foreign') return user.username === 'schueler' ? 'schueler2' : 'schueler';
  return user.username;
}

const reportBody = () => ({ text: 'Matrix-Bericht', report_date: dayFromToday(0) });

/** A fresh report on the student's placement (the delete route removes it). */
async function reportOf(setup: MatrixSetup, student: string): Promise<string> {
  const placement = await placementOf(setup, student);
  const response = await setup.call(student, { method: 'POST', url: `/api/bo/v1/internships/${placement}/reports`, body: reportBody() });
  if (response.statusCode !== 201) return randomUUID();
  return (response.json() as { uuid: string }).uuid;
}

/**
 * The internship report routes in the route matrix (spread into `src/test/route-matrix.fixtures.ts`).
 * The matrix sends JSON: a report without photo; uploads are tested in reports.routes.test.ts.
 */
export const INTERNSHIP_REPORTS_MATRIX_FIXTURES: Record<string, MatrixFixture> = {
  'POST /api/bo/v1/internships/:internshipUuid/reports': {
    namesOwnResource: true,
    request: async ({ user, tenant, setup }) => {
      const student = studentFor(user, tenant);
      return { params: { internshipUuid: student ? await placementOf(setup, student) : randomUUID() }, body: reportBody() };
    },
  },
  'GET /api/bo/v1/internships/:internshipUuid/reports': {
    request: async ({ tenant, setup }) => {
      const student = tenant === 'A' || tenant === 'B' ? STUDENT_OF_TENANT[tenant] : undefined;
      return { params: { internshipUuid: student ? await placementOf(setup, student) : randomUUID() } };
    },
    // A teacher of the school who does not teach the student gets 404 too.
    expect: ({ user, tenant }) => {
      if (user.activeRole !== 'LEHRER' || tenant !== user.school) return undefined;
      return TEACHER_OF[user.username] === tenant ? undefined : 404;
    },
  },
  'DELETE /api/bo/v1/internship-reports/:reportUuid': {
    namesOwnResource: true,
    request: async ({ user, tenant, setup }) => {
      const student = studentFor(user, tenant);
      return { params: { reportUuid: student ? await reportOf(setup, student) : randomUUID() } };
    },
  },
};
