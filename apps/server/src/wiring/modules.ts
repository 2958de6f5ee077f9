import type { FastifyBaseLogger } from 'fastify';
import { arcadeModule, type ArcadePorts } from '../modules/arcade';
import { auditModule } from '../modules/audit';
import { boModule, boPublicModule, type BoPorts } from '../modules/bo';
import { cmsModule, type CmsPorts } from '../modules/cms';
import { createFilesFrontDoor, filesModule, type FilesPorts } from '../modules/files';
import { identityModule, type IdentityPorts } from '../modules/identity';
import { messagingModule, messagingPublicModule } from '../modules/messaging';
import { navigationModule } from '../modules/navigation';
import { signaturesModule } from '../modules/signatures';
import { createPasswordCheckGate } from '../platform/auth/password-check-gate';
import type { AppContext } from '../platform/context';
import type { ModuleDescriptor } from '../platform/module';
import { createMeinWegForArcade } from './mein-weg-for-arcade';

/** Every port some module asks for; built once by `createModulePorts`, each module takes its part. */
export type ModulePorts = ArcadePorts & BoPorts & CmsPorts & FilesPorts & IdentityPorts;

/**
 * The product API's modules (decision 217). The order is the order of the personal-data sections in
 * the export and the deletion, and of the demo seeds; routes and jobs do not depend on it.
 */
export const MODULES: readonly ModuleDescriptor<ModulePorts>[] = [
  arcadeModule,
  boModule,
  boPublicModule,
  filesModule,
  auditModule,
  identityModule,
  messagingModule,
  messagingPublicModule,
  signaturesModule,
  cmsModule,
  navigationModule,
];

/**
 * The shared services, once for the process: the files front door (its stores and sniffing),
 * the arcade's view of Mein Weg (bo → arcade already, so arcade gets bo's data as a port), and the
 * bounded gate that the sign-in and the password change share (decision 130).
 */
export function createModulePorts({ config, db, log }: AppContext & { log: FastifyBaseLogger }): ModulePorts {
  return {
    files: createFilesFrontDoor({ config, db, log }),
    meinWeg: createMeinWegForArcade(db),
    passwordChecks: createPasswordCheckGate(config.loginAdmission),
  };
}
