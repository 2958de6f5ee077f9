import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../platform/db/client';
import type { FilesFrontDoor } from '../../files';
import { reportsPlugin } from './reports.routes';
import { createPlacementsRepository } from './placements.repository';
import { placementsRoutes } from './placements.routes';
import { createPlacementsService } from './placements.service';

/**
 * The internship routes under /api/bo/v1 (issue 16, decision 229): placements and their review,
 * the class overview and reminders, the school's internship periods, the reports. Each part
 * registers its own routes here.
 */
export const internshipsPlugin: FastifyPluginAsync<{ db: Database; files: FilesFrontDoor }> = async (app, ports) => {
  // The parts register below.
  await app.register(reportsPlugin, ports);
  await app.register(placementsRoutes, { placements: createPlacementsService({ db: ports.db, repository: createPlacementsRepository(ports.db) }) });
};
