import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../platform/db/client';
import type { FilesFrontDoor } from '../../files';
import { createPublicSharesService, type PortfolioSharePort } from './public-shares.service';
import { publicSharesRoutes } from './public-shares.routes';
import { createShareLinksRepository } from './share-links.repository';
import { shareLinksRoutes } from './share-links.routes';
import { createShareLinksService } from './share-links.service';

/** Under /api/bo/v1: the student's share links and the school's switch (decision 236). Links point at PUBLIC_URL. */
export const shareLinksPlugin: FastifyPluginAsync<{ db: Database; publicUrl: string }> = async (app, { db, publicUrl }) => {
  await app.register(shareLinksRoutes, { shareLinks: createShareLinksService({ db, repository: createShareLinksRepository(db), publicUrl }) });
};

/** Under /api/public/v1: the page behind a share link, without an account. */
export const publicSharesPlugin: FastifyPluginAsync<{ db: Database; files: FilesFrontDoor; portfolio: PortfolioSharePort }> = async (app, { db, files, portfolio }) => {
  await app.register(publicSharesRoutes, {
    publicShares: createPublicSharesService({ db, repository: createShareLinksRepository(db), files, portfolio }),
    log: app.log,
  });
};
