import type { MatrixFixture } from '../../../test/route-matrix.types';

/**
 * Route-matrix examples of Mein Portfolio (spread into `src/test/route-matrix.fixtures.ts`). The
 * GET routes need none: they name no resource and read the caller's own portfolio.
 */
export const PORTFOLIO_MATRIX_FIXTURES: Record<string, MatrixFixture> = {
  'PUT /api/bo/v1/portfolio/my': { request: () => ({ body: { profile: 'Ich bin neugierig und arbeite gern im Team.', items: [{ kind: 'strengths' }] } }) },
};
