import type { MatrixFixture } from '../../../test/route-matrix.types';

/**
 * The managed-video routes in the route matrix. The matrix sends JSON and cannot upload
 * (multipart): the technical admin's upload is refused before any file is read, and the delete
 * names a slot the seeded world leaves empty (404). Uploads and deletes that work are tested in
 * videos.routes.test.ts.
 */
const isTechnicalAdmin = (role: string) => role === 'TECHNICAL_ADMIN';

export const VIDEOS_MATRIX_FIXTURES: Record<string, MatrixFixture> = {
  'GET /api/cms/v1/videos/dashboard': {},
  'GET /api/cms/v1/videos/sign-language': {},
  'GET /api/cms/v1/video-slots': {},
  'PUT /api/cms/v1/video-slots/:slot': {
    request: () => ({ params: { slot: 'land-coordinator-intro' }, body: {} }),
    expect: ({ user }) => (isTechnicalAdmin(user.activeRole) ? 415 : undefined),
  },
  'DELETE /api/cms/v1/video-slots/:slot': {
    request: () => ({ params: { slot: 'land-coordinator-intro' } }),
    expect: ({ user }) => (isTechnicalAdmin(user.activeRole) ? 404 : undefined),
  },
};
