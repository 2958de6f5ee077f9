import type { ModuleDescriptor } from '../../platform/module';
import { achievementsRoutes } from './achievements/achievements.routes';
import { createAchievementsService } from './achievements/achievements.service';
import { createArcadeClassesRepository } from './arcade-classes.repository';
import { seedArcadeDemoLife } from './arcade.demo-seed';
import { arcadePersonalData } from './arcade.personal-data';
import type { MeinWegPort } from './mein-weg-port';
import { createNudgesRepository } from './nudges/nudges.repository';
import { nudgesRoutes } from './nudges/nudges.routes';
import { createNudgesService } from './nudges/nudges.service';
import { createQuestsRepository } from './quests/quests.repository';
import { questsRoutes } from './quests/quests.routes';
import { createQuestsService } from './quests/quests.service';
import { createRankingsRepository } from './rankings/rankings.repository';
import { rankingsRoutes } from './rankings/rankings.routes';
import { createRankingsService } from './rankings/rankings.service';

export type { MeinWegPort, PathTask } from './mein-weg-port';
export { awardForAction, awardForActions, type AwardInput, type AwardResult } from './points/award-for-action';
export { isTaskAwardSettled, taskAwardStateOf, type TaskAwardState } from './points/award-settled';
export { userAwardLock } from './points/points.repository';

/** What the arcade needs from other modules, handed in by the composition root (see wiring/). */
export type ArcadePorts = { meinWeg: MeinWegPort };

/** Mounted at /api/arcade/v1. Points, ranks, trophies, rankings, reminders, reviews, quests. */
export const arcadeModule: ModuleDescriptor<ArcadePorts> = {
  name: 'arcade',
  prefix: '/api/arcade/v1',
  routes: async (app, { db, meinWeg }) => {
    const classes = createArcadeClassesRepository(db);
    const rankings = createRankingsRepository(db);
    await app.register(rankingsRoutes, { rankings: createRankingsService({ rankings }) });
    await app.register(achievementsRoutes, { achievements: createAchievementsService({ rankings }) });
    await app.register(nudgesRoutes, { nudges: createNudgesService({ nudges: createNudgesRepository(db), classes, meinWeg }) });
    await app.register(questsRoutes, { quests: createQuestsService({ quests: createQuestsRepository(db), classes, meinWeg }) });
  },
  personalData: [arcadePersonalData],
  seedDemo: async (db, { world, now, withLife }) => {
    if (withLife) await seedArcadeDemoLife(db, world.life, now);
  },
};
