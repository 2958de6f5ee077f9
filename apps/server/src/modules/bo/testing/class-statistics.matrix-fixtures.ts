import { randomUUID } from 'node:crypto';
import type { MatrixFixture, MatrixUser, Tenant } from '../../../test/route-matrix.types';

/** Demo classes: 8a of school A (taught by `lehrer`), 9c of school B (taught by `lehrer2`). */
const CLASS_BY_TENANT: Record<Exclude<Tenant, 'X'>, string> = {
  A: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001',
  B: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0011',
};
const TEACHER_OF: Partial<Record<string, Tenant>> = { lehrer: 'A', lehrer2: 'B' };

/** School X has no classes: a uuid nobody has answers 404 there, as the declaration expects. */
const classOf = (tenant: Tenant | 'own' | 'foreign') => (tenant === 'A' || tenant === 'B' ? CLASS_BY_TENANT[tenant] : randomUUID());

/** A teacher of the class's school who does not teach the class gets 404 too (decision 094). */
function expectForTeacher({ user, tenant }: { user: MatrixUser; tenant: Tenant | 'own' | 'foreign' }): number | undefined {
  if (user.activeRole !== 'LEHRER' || tenant !== user.school) return undefined;
  return TEACHER_OF[user.username] === tenant ? undefined : 404;
}

/** Route-matrix examples of the class statistics (spread into `src/test/route-matrix.fixtures.ts`). */
export const CLASS_STATISTICS_MATRIX_FIXTURES: Record<string, MatrixFixture> = {
  'GET /api/bo/v1/classes/:classUuid/statistics': {
    request: ({ tenant }) => ({ params: { classUuid: classOf(tenant) }, query: { days: '30' } }),
    expect: expectForTeacher,
  },
};
