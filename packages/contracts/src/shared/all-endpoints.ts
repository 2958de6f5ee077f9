// Every declared endpoint with its module (decision 225), for the checks that the server
// registers each exactly once. Not for the client: it would carry every path.
import * as arcadeAchievements from '../arcade/endpoints/achievements';
import * as arcadeNudges from '../arcade/endpoints/nudges';
import * as arcadeQuests from '../arcade/endpoints/quests';
import * as arcadeRankings from '../arcade/endpoints/rankings';
import * as boAssessments from '../bo/endpoints/assessments';
import * as boClassStatistics from '../bo/endpoints/class-statistics';
import * as boFeedback from '../bo/endpoints/feedback';
import * as boInternships from '../bo/endpoints/internships';
import * as boMeinWeg from '../bo/endpoints/mein-weg';
import * as boPinboard from '../bo/endpoints/pinboard';
import * as boPortfolio from '../bo/endpoints/portfolio';
import * as boReflections from '../bo/endpoints/reflections';
import * as boShareLinks from '../bo/endpoints/share-links';
import * as boStatements from '../bo/endpoints/statements';
import * as boStations from '../bo/endpoints/stations';
import * as boStories from '../bo/endpoints/stories';
import * as cmsExplanations from '../cms/endpoints/explanations';
import * as cmsOnboardings from '../cms/endpoints/onboardings';
import * as cmsPages from '../cms/endpoints/pages';
import * as cmsVideos from '../cms/endpoints/videos';
import * as filesFiles from '../files/endpoints/files';
import * as identityAdministration from '../identity/endpoints/administration';
import * as identityClients from '../identity/endpoints/clients';
import * as identityKeyFigures from '../identity/endpoints/key-figures';
import * as identityMe from '../identity/endpoints/me';
import * as identityOwnAccount from '../identity/endpoints/own-account';
import * as identitySchools from '../identity/endpoints/schools';
import * as messagingCalendarFeeds from '../messaging/endpoints/calendar-feeds';
import * as messagingImportantNotifications from '../messaging/endpoints/important-notifications';
import * as messagingNews from '../messaging/endpoints/news';
import * as messagingNotifications from '../messaging/endpoints/notifications';
import * as messagingSupportTickets from '../messaging/endpoints/support-tickets';
import * as navigationNavigation from '../navigation/endpoints/navigation';
import * as publicCalendar from '../public/endpoints/calendar';
import * as publicFeedback from '../public/endpoints/feedback';
import * as publicShares from '../public/endpoints/shares';
import * as signaturesFlow from '../signatures/endpoints/flow';
import * as signaturesSignature from '../signatures/endpoints/signature';
import type { Endpoint } from './endpoint';

const byModule = {
  arcade: [arcadeAchievements, arcadeNudges, arcadeQuests, arcadeRankings],
  bo: [boAssessments, boClassStatistics, boFeedback, boInternships, boMeinWeg, boPinboard, boPortfolio, boReflections, boShareLinks, boStatements, boStations, boStories],
  cms: [cmsExplanations, cmsOnboardings, cmsPages, cmsVideos],
  files: [filesFiles],
  identity: [identityAdministration, identityClients, identityKeyFigures, identityMe, identityOwnAccount, identitySchools],
  messaging: [messagingCalendarFeeds, messagingImportantNotifications, messagingNews, messagingNotifications, messagingSupportTickets],
  navigation: [navigationNavigation],
  public: [publicCalendar, publicFeedback, publicShares],
  signatures: [signaturesFlow, signaturesSignature],
} satisfies Record<string, Record<string, Endpoint>[]>;

export type ModuleName = keyof typeof byModule;

export const allEndpoints: readonly { module: ModuleName; name: string; endpoint: Endpoint }[] = Object.entries(byModule).flatMap(
  ([module, declarations]) =>
    declarations.flatMap((declaration) =>
      Object.entries(declaration).map(([name, endpoint]) => ({ module: module as ModuleName, name, endpoint })),
    ),
);
