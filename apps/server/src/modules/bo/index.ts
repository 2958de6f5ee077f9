import { createMailTransport } from '../../platform/mail';
import type { ModuleDescriptor } from '../../platform/module';
import type { FilesPorts } from '../files';
import { meinWegPersonalData } from './answers/answers.personal-data';
import { assessmentsPersonalData } from './assessments/assessments.personal-data';
import { assessmentsPlugin, publicFeedbackPlugin } from './assessments/assessments.plugin';
import { seedBoDemoLife, seedFeedbackDemoLife, seedInternshipsDemoLife, seedPortfolioDemoLife } from './bo.demo-seed';
import { meinWegRoutes } from './career-orientations/mein-weg.plugin';
import { classStatisticsPlugin } from './class-statistics/class-statistics.plugin';
import { internshipsPersonalData } from './internships/internships.personal-data';
import { internshipsPlugin } from './internships/internships.plugin';
import { publicSharesPlugin, shareLinksPlugin } from './share-links/share-links.plugin';
import { shareLinksPersonalData } from './share-links/share-links.personal-data';
import { pinboardPersonalData } from './pinboard/pinboard.personal-data';
import { statementsPinboardPlugin } from './pinboard/pinboard.plugin';
import { portfolioPersonalData } from './portfolio/portfolio.personal-data';
import { createPortfolio, portfolioPlugin } from './portfolio/portfolio.plugin';
import { statementsPersonalData } from './statements/statements.personal-data';
import { activeStationsPersonalData } from './stations/stations.personal-data';
import { storiesPersonalData } from './stories/stories.personal-data';
import { storiesPlugin } from './stories/stories.plugin';
import { boTrashJobs, createBoTrashPurge } from './trash/trash-purge';

// Mein Weg for other modules (arcade's quests and reminders).
export { findTask, tasksOfPath, type FoundTask } from './career-orientations/mein-weg-content';
export { activeStationOf } from './stations/stations.service';
// Mein Portfolio for the share links (issue 18): the read-only view and the PDF of a student's portfolio.
export { createPortfolio } from './portfolio/portfolio.plugin';
export type { PortfolioService } from './portfolio/portfolio.service';
// The demo portfolio's photo needs the object store: the server's start stores it after the seed.
export { seedDemoPortfolioPhoto } from './bo.demo-seed';

/** bo stores attachments and answer files through the files module's front door. */
export type BoPorts = FilesPorts;

/** Mounted at /api/bo/v1. Berufliche Orientierung: Mein Weg (career orientations, stations, tasks), stories. */
export const boModule: ModuleDescriptor<BoPorts> = {
  name: 'bo',
  prefix: '/api/bo/v1',
  routes: async (app, { config, db, files, log }) => {
    await app.register(meinWegRoutes, { db, files });
    await app.register(storiesPlugin, { db, files });
    await app.register(statementsPinboardPlugin, { db, files });
    await app.register(classStatisticsPlugin, { db });
    await app.register(internshipsPlugin, { db, files });
    await app.register(portfolioPlugin, { db, files });
    // Feedback links go out through the server's mail transport and point at PUBLIC_URL.
    await app.register(assessmentsPlugin, {
      db,
      mail: { transport: createMailTransport(config), from: config.mail.from, publicUrl: config.publicUrl, log },
    });
    await app.register(shareLinksPlugin, { db, publicUrl: config.publicUrl });
  },
  // The 30-day purge of the students' trash (decision 137).
  jobs: ({ db, files }) => boTrashJobs(createBoTrashPurge({ db, files })),
  personalData: [storiesPersonalData, statementsPersonalData, pinboardPersonalData, meinWegPersonalData, activeStationsPersonalData, internshipsPersonalData, assessmentsPersonalData, portfolioPersonalData, shareLinksPersonalData],
  seedDemo: async (db, { world, now, withLife }) => {
    if (!withLife) return;
    await seedBoDemoLife(db, world.life, now);
    await seedInternshipsDemoLife(db, world, now);
    await seedFeedbackDemoLife(db, world, now);
    await seedPortfolioDemoLife(db, world, now);
  },
};

/**
 * Mounted at /api/public/v1: bo's pages without an account – the feedback page behind a
 * supervisor's or parent's link (decision 230), the page behind a share link (decision 236). The token in the path is the only authorisation.
 */
export const boPublicModule: ModuleDescriptor<BoPorts> = {
  name: 'bo-public',
  prefix: '/api/public/v1',
  routes: async (app, { db, files }) => {
    await app.register(publicFeedbackPlugin, { db });
    // A shared portfolio is shown and printed by the portfolio service itself: exactly what the student sees.
    const portfolio = createPortfolio({ db, files });
    await app.register(publicSharesPlugin, {
      db,
      files,
      portfolio: { view: (studentUuid) => portfolio.portfolioView(studentUuid), writePdf: (studentUuid, output) => portfolio.writePortfolioPdf(studentUuid, output) },
    });
  },
};
