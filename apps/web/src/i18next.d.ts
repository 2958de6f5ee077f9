import 'i18next';
import type de from './locales/de.json';
import type dePages from './locales/de-pages.json';
import type deTerms from './locales/de-terms.json';
import type deMenu from './locales/de-menu.json';
import type deMessaging from './locales/de-messaging.json';
import type deMessagingDialogs from './locales/de-messaging-dialogs.json';
import type deOfflineCopy from './locales/de-offline-copy.json';
import type deStories from './locales/de-stories.json';
import type deNews from './locales/de-news.json';
import type deNewsForm from './locales/de-news-form.json';
import type deKeyFigures from './locales/de-key-figures.json';
import type deSchoolData from './locales/de-school-data.json';
import type deFiles from './locales/de-files.json';
import type deArcade from './locales/de-arcade.json';
import type deArcadeProfile from './locales/de-arcade-profile.json';
import type deAdministration from './locales/de-administration.json';
import type deLifecycle from './locales/de-lifecycle.json';
import type deMeinWeg from './locales/de-mein-weg.json';
import type deClassStatistics from './locales/de-class-statistics.json';
import type deClassStatisticsLink from './locales/de-class-statistics-link.json';
import type deStatements from './locales/de-statements.json';
import type deOfflineDrafts from './locales/de-offline-drafts.json';
import type dePinboard from './locales/de-pinboard.json';
import type deSignatures from './locales/de-signatures.json';
import type deSignaturesLandCard from './locales/de-signatures-land-card.json';
import type deSignaturesStatus from './locales/de-signatures-status.json';
import type deSignaturesPages from './locales/de-signatures-pages.json';
import type deNotificationBubbles from './locales/de-notification-bubbles.json';
import type deHelp from './locales/de-help.json';
import type deMainMenu from './locales/de-main-menu.json';
import type deImportantNotification from './locales/de-important-notification.json';
import type deKeycloakExport from './locales/de-keycloak-export.json';
import type deVideos from './locales/de-videos.json';
import type deAnalytics from './locales/de-analytics.json';
import type deInternshipsStaff from './locales/de-internships-staff.json';
import type deInternshipReports from './locales/de-internship-reports.json';
import type deInternships from './locales/de-internships.json';
import type deInternshipsLinks from './locales/de-internships-links.json';
import type deAssessments from './locales/de-assessments.json';
import type deAssessmentsStaff from './locales/de-assessments-staff.json';
import type deAssessmentsLinks from './locales/de-assessments-links.json';
import type deInternshipFeedback from './locales/de-internship-feedback.json';
import type deCalendar from './locales/de-calendar.json';
import type deShareLinks from './locales/de-share-links.json';
import type deSharedPage from './locales/de-shared-page.json';
import type deSchoolSharing from './locales/de-school-sharing.json';
import type dePortfolio from './locales/de-portfolio.json';

/**
 * Type-checks every `t('…')` key against the German locale files. The split files are registered
 * at run time by the chunks that use them (lib/i18n.ts, addTexts).
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof de & typeof dePages & typeof deTerms & typeof deMenu & typeof deMessaging & typeof deMessagingDialogs & typeof deStories & typeof deNews & typeof deNewsForm & typeof deKeyFigures & typeof deSchoolData & typeof deFiles & typeof deArcade & typeof deArcadeProfile & typeof deAdministration & typeof deLifecycle & typeof deMeinWeg & typeof deClassStatistics & typeof deClassStatisticsLink & typeof deStatements & typeof dePinboard & typeof deSignatures & typeof deSignaturesLandCard & typeof deSignaturesStatus & typeof deSignaturesPages & typeof deImportantNotification & typeof deNotificationBubbles & typeof deHelp & typeof deMainMenu & typeof deKeycloakExport & typeof deVideos & typeof deAnalytics & typeof deInternshipReports & typeof deInternships & typeof deInternshipsLinks & typeof deInternshipsStaff & typeof deAssessments & typeof deAssessmentsStaff & typeof deAssessmentsLinks & typeof deInternshipFeedback & typeof deCalendar & typeof dePortfolio & typeof deOfflineCopy & typeof deShareLinks & typeof deSharedPage & typeof deSchoolSharing & typeof deOfflineDrafts };
  }
}
