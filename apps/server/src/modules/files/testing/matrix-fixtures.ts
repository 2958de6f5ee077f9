import { randomUUID } from 'node:crypto';
import { PERMITTED_ROLES } from '@berufswahl/contracts';
import type { MatrixFixture, Tenant } from '../../../test/route-matrix.types';

const DEMO_STUDENT_OF_A = 'c0000000-0000-4000-8000-000000000001';

/**
 * The files routes in the route matrix. The matrix sends JSON and cannot upload (multipart), so
 * routes that name a file get a uuid nobody owns: an admitted caller gets 404, the rest 401/403.
 * Acting on one's own file (2xx) and another person's file (404) is tested in files.routes.test.ts.
 */
const isAdmitted = (role: string) => (PERMITTED_ROLES as readonly string[]).includes(role);
const unknownFile: MatrixFixture = {
  request: () => ({ params: { fileUuid: randomUUID() } }),
  expect: ({ user }) => (isAdmitted(user.activeRole) ? 404 : undefined),
};

export const FILES_MATRIX_FIXTURES: Record<string, MatrixFixture> = {
  'GET /api/files/v1/me/storage': {},
  'GET /api/files/v1/me/files': { request: () => ({ query: { state: 'trash' } }) },
  // Not multipart → 415 for an admitted caller (before any file is read).
  'POST /api/files/v1/me/files': { request: () => ({ body: {} }), expect: ({ user }) => (isAdmitted(user.activeRole) ? 415 : undefined) },
  'POST /api/files/v1/me/files/:fileUuid/trash': unknownFile,
  'POST /api/files/v1/me/files/:fileUuid/restore': unknownFile,
  'DELETE /api/files/v1/me/files/:fileUuid': unknownFile,
  'DELETE /api/files/v1/me/trash': {},
  // The demo student of school A (content/demo/world.json); `null` keeps the default quota. For B
  // and X the school check answers 404 before the student is looked up.
  'PUT /api/files/v1/schools/:schoolUuid/students/:userUuid/storage': {
    request: ({ tenant, setup }) => ({
      params: { schoolUuid: setup.schools[tenant as Tenant], userUuid: DEMO_STUDENT_OF_A },
      body: { space: null },
    }),
  },
  // Public, authorised by the signature alone: a made-up signature is refused for everybody.
  'GET /api/files/v1/downloads/:fileUuid': {
    request: () => ({
      params: { fileUuid: randomUUID() },
      query: { expires: String(Math.floor(Date.now() / 1000) + 600), disposition: 'inline', signature: 'A'.repeat(43) },
    }),
    expect: () => 403,
    expectAnonymous: 403,
  },
};
