import type { ModuleDescriptor } from '../../platform/module';
import { flowRoutes } from './flow/flow.routes';
import { seedDemoSignatureFlow } from './signature/signature.demo-seed';
import { createSignatureRepository } from './signature/signature.repository';
import { signatureRoutes } from './signature/signature.routes';
import { createSignatureService } from './signature/signature.service';
import { signaturesPersonalData } from './signatures.personal-data';

/** Mounted at /api/signatures/v1. */
export const signaturesModule: ModuleDescriptor = {
  name: 'signatures',
  prefix: '/api/signatures/v1',
  routes: async (app, { db }) => {
    const signatures = createSignatureService({ repository: createSignatureRepository(db) });
    await app.register(flowRoutes, { signatures });
    await app.register(signatureRoutes, { signatures });
  },
  personalData: [signaturesPersonalData],
  // The demo Land's published AVV (decision 114), in the bare world too.
  seedDemo: (db, { world, now }) => seedDemoSignatureFlow(db, world.client.uuid, now),
};
