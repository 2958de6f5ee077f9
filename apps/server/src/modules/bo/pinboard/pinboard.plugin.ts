import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../platform/db/client';
import { awardForAction } from '../../arcade';
import type { FilesFrontDoor } from '../../files';
import { createStationsRepository } from '../stations/stations.repository';
import { createStatementsRepository } from '../statements/statements.repository';
import { statementsRoutes } from '../statements/statements.routes';
import { createStatementsService } from '../statements/statements.service';
import { createPinboardRepository } from './pinboard.repository';
import { pinboardRoutes } from './pinboard.routes';
import { createPinboardService } from './pinboard.service';

/**
 * Statements and the Pinnwand under /api/bo/v1, in one plugin because deleting a statement
 * removes its pins in the same transaction.
 */
export const statementsPinboardPlugin: FastifyPluginAsync<{ db: Database; files: FilesFrontDoor }> = async (app, { db, files }) => {
  const pinboardRepository = createPinboardRepository(db);
  const statements = createStatementsService({
    db,
    repository: createStatementsRepository(db),
    awardPoints: awardForAction,
    unpinItem: (tx, kind, itemUuid) => pinboardRepository.deleteEntriesOfItem(tx, kind, itemUuid),
  });
  const pinboard = createPinboardService({
    db,
    repository: pinboardRepository,
    classes: createStationsRepository(db),
    files,
  });
  await app.register(statementsRoutes, { statements });
  await app.register(pinboardRoutes, { pinboard });
};
