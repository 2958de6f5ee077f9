import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerPersonalData } from '../../platform/personal-data';
import { flowRoutes } from './flow/flow.routes';
import { createSignatureRepository } from './signature/signature.repository';
import { signatureRoutes } from './signature/signature.routes';
import { createSignatureService } from './signature/signature.service';
import { signaturesPersonalData } from './signatures.personal-data';

export { seedDemoSignatureFlow, DEMO_SIGNATURE_FLOW_UUID } from './signature/signature.demo-seed';

registerPersonalData(signaturesPersonalData);

/** Mounted at /api/signatures/v1. */
export const signaturesModule: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  const signatures = createSignatureService({ repository: createSignatureRepository(db) });
  await app.register(flowRoutes, { signatures });
  await app.register(signatureRoutes, { signatures });
};
