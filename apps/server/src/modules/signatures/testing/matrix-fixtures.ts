import { randomUUID } from 'node:crypto';
import { schoolDayOf } from '@berufswahl/contracts';
import type { MatrixFixture } from '../../../test/route-matrix.types';
import { DEMO_SIGNATURE_FLOW_UUID } from '../signature/signature.demo-seed';

/**
 * Route-matrix examples of the signature flow (spread into `MATRIX_FIXTURES`). Every flow is the
 * caller's Land's, so the flow routes are `own`: the demo Land's seeded flow is the caller's own,
 * an unknown uuid stands for another Land's (404). Withdrawing names a school (`school`).
 */
const ownFlow = ({ tenant }: { tenant: string }) => ({ params: { flowUuid: tenant === 'foreign' ? randomUUID() : DEMO_SIGNATURE_FLOW_UUID } });

/** 40 days ahead: outside the redirect window, like the demo deadline. */
const laterDeadline = () => schoolDayOf(new Date(Date.now() + 40 * 24 * 60 * 60 * 1000));

export const SIGNATURES_MATRIX_FIXTURES: Record<string, MatrixFixture> = {
  'GET /api/signatures/v1/flow/next-uuid': {},
  'GET /api/signatures/v1/flow/:flowUuid': { namesOwnResource: true, request: ownFlow },
  'POST /api/signatures/v1/flow/:flowUuid/confirm': {
    namesOwnResource: true,
    request: (context) => ({ ...ownFlow(context), body: { confirmed: true } }),
  },
  'POST /api/signatures/v1/flow/:flowUuid/snooze': { namesOwnResource: true, request: ownFlow },
  'GET /api/signatures/v1/signature/principal-deadline': {},
  'GET /api/signatures/v1/signature/status/my': {},
  'GET /api/signatures/v1/land/overview': {},
  'PUT /api/signatures/v1/land/flow': { request: () => ({ body: { deadline_date: laterDeadline() } }) },
  'POST /api/signatures/v1/land/schools/:schoolUuid/withdraw': {
    request: ({ tenant, setup }) => ({ params: { schoolUuid: setup.schools[tenant as 'A' | 'B' | 'X'] } }),
  },
};
