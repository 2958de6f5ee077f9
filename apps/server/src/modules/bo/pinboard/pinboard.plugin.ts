import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { registerPersonalData } from '../../../platform/personal-data';
import { awardForAction } from '../../arcade';
import { createFilesFrontDoor } from '../../files';
import { createStationsRepository } from '../stations/stations.repository';
import { createStatementsRepository } from '../statements/statements.repository';
import { statementsPersonalData } from '../statements/statements.personal-data';
import { statementsRoutes } from '../statements/statements.routes';
import { createStatementsService } from '../statements/statements.service';
import { createPinboardRepository } from './pinboard.repository';
import { pinboardPersonalData } from './pinboard.personal-data';
import { pinboardRoutes } from './pinboard.routes';
import { createPinboardService } from './pinboard.service';

registerPersonalData(statementsPersonalData);
registerPersonalData(pinboardPersonalData);

/**
 * Statements and the Pinnwand under /api/bo/v1, in one plugin because deleting a statement
 * removes its pins in the same transaction.
 */
export const statementsPinboardPlugin: FastifyPluginAsync<AppContext> = async (app, { config, db }) => {
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
    files: createFilesFrontDoor({ config, db, log: app.log }),
  });
  await app.register(statementsRoutes, { statements });
  await app.register(pinboardRoutes, { pinboard });
};
