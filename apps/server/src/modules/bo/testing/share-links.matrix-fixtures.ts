import { randomUUID } from 'node:crypto';
import type { MatrixFixture, MatrixSetup, Tenant } from '../../../test/route-matrix.types';

/** A fresh portfolio link of the account; a made-up uuid for accounts that cannot share. */
async function linkOf(setup: MatrixSetup, username: string): Promise<string> {
  const response = await setup.call(username, { method: 'POST', url: '/api/bo/v1/share-links', body: { target: 'portfolio', days: 1 } });
  if (response.statusCode !== 201) return randomUUID();
  return (response.json() as { uuid: string }).uuid;
}

/** The student whose link a caller names: its own, or – for `foreign` – another student's. */
const ownerFor = (username: string, tenant: string) => (tenant === 'foreign' ? (username === 'schueler' ? 'schueler2' : 'schueler') : username);

/** Route-matrix examples of the share links, the school's switch and the public page (decision 236). */
export const SHARE_LINKS_MATRIX_FIXTURES: Record<string, MatrixFixture> = {
  'POST /api/bo/v1/share-links': { request: () => ({ body: { target: 'portfolio', days: 1, note: 'Matrix' } }) },
  'GET /api/bo/v1/share-links': {},
  // A link is its student's alone: another student's answers 404.
  'DELETE /api/bo/v1/share-links/:linkUuid': {
    namesOwnResource: true,
    request: async ({ user, tenant, setup }) => ({ params: { linkUuid: await linkOf(setup, ownerFor(user.username, tenant)) } }),
  },
  'GET /api/bo/v1/schools/:schoolUuid/sharing': {
    request: ({ tenant, setup }) => ({ params: { schoolUuid: setup.schools[tenant as Tenant] } }),
  },
  // Switched on (as it is): the other routes of the same run keep working.
  'PUT /api/bo/v1/schools/:schoolUuid/sharing': {
    request: ({ tenant, setup }) => ({ params: { schoolUuid: setup.schools[tenant as Tenant] }, body: { sharing_enabled: true } }),
  },
  // The public page: a made-up token is unknown to everyone, signed in or not.
  'GET /api/public/v1/shares/:token': { request: () => ({ params: { token: 'ausgedacht' } }), expect: () => 404, expectAnonymous: 404 },
  'GET /api/public/v1/shares/:token/photo': { request: () => ({ params: { token: 'ausgedacht' } }), expect: () => 404, expectAnonymous: 404 },
  'GET /api/public/v1/shares/:token/pdf': { request: () => ({ params: { token: 'ausgedacht' } }), expect: () => 404, expectAnonymous: 404 },
};
