/**
 * Decision 231: which UI texts a student can see and so need a Leichte-Sprache twin, and the few
 * that need none. Read by the locale test (leichte-sprache.test.ts) and the e2e sweep
 * (e2e/bo/leichte-sprache.e2e.ts). A twin lives in `de-leicht.json` (loaded at start-up when the
 * mode is on) or in the feature's own `de-<feature>.leicht.json` (registered with addTexts).
 */

/** Locale files only staff read – no student screen loads them. */
export const STAFF_FILES: Readonly<Record<string, string>> = {
  'de-administration.json': 'school, Land and Bund administration screens',
  'de-class-statistics.json': 'class statistics of a teacher or coordination',
  'de-class-statistics-link.json': 'link from the teacher dashboard to a learning group\'s statistics',
  'de-important-notification.json': 'editor of the important notification (Land and Bund coordination)',
  'de-internships-links.json': 'links from the staff statistics to the class internships',
  'de-internships-staff.json': 'internships of a Lerngruppe, seen by teachers',
  'de-key-figures.json': 'key figures of the coordinations',
  'de-keycloak-export.json': 'export for the technical administration',
  'de-news-form.json': 'the form staff write News with',
  'de-school-data.json': 'school data form of the Schulkoordination',
  'de-signatures-pages.json': 'AVV confirmation flow of the Schulkoordination and the Land overview',
  'de-signatures.json': 'AVV deadline and its warning on the Schulkoordination\'s start page',
  'de-signatures-land-card.json': 'AVV card on the Landeskoordination\'s start page',
  'de-signatures-status.json': 'AVV status card of a school on the staff start page',
  'de-terms.json': 'terms of use: students never see the terms modal (terms-rule.ts)',
  'de-assessments-staff.json': 'a teacher rates a student of a Lerngruppe (issue 16)',
  'de-school-sharing.json': 'the Schulkoordination switches share links on or off for the school (decision 236)',
};

/**
 * Parts of the student-visible files that only staff see, by key prefix. A key ending in `_sie`
 * (or `_sie_one`, `_sie_other`) is the Sie variant and goes to adults only (lib/formality.ts).
 */
export const STAFF_KEY_PREFIXES: Readonly<Record<string, string>> = {
  'arcade.quests.': 'quest screen of a teacher',
  'arcade.questWidget.': 'quest card on the staff dashboard',
  'pages.quests': 'page name of the teacher quest screen',
  'internshipReports.empty_staff': 'what a teacher reads when a student wrote no report',
  'stations.': 'active stations of a teacher or the Schulkoordination',
  'news.list.own': 'marks a News of the reader, who is staff (students write no News)',
  'news.list.edit': 'editing a News (staff)',
  'news.list.delete': 'deleting a News (staff)',
  'news.list.saved.': 'after staff saved a News',
  'news.list.deleted': 'after staff deleted a News',
  'news.write.': 'write buttons and quota (staff)',
  'schoolData.': 'school data (Schulkoordination)',
  'staffDashboard.': 'staff dashboard',
  'pinboard.teacher.': 'pinboard of a Lerngruppe, seen by teachers',
  'videos.admin.': 'video administration',
  'videos.slots.': 'names of the video places in the video administration',
  'messaging.support.': 'technical support form, only for the Schulkoordination (menu-visibility.ts)',
  'menu.support': 'support link, only for the Schulkoordination',
  'menu.profile.technical': 'profile link of the technical administration',
  'roleSwitcher.label': 'only people with more than one role switch roles (staff)',
  'roleSwitcher.switched': 'only people with more than one role switch roles (staff)',
  'roleSwitcher.failed': 'only people with more than one role switch roles (staff)',
  'dashboard.facts.learningGroups': 'staff dashboard facts',
  'terms.loadError': 'terms modal (students never see it)',
  'lifecycle.code.': 'reactivation code of a deactivated staff account (landing page, Sie)',
  'lifecycle.transfer.': 'school change code of a deactivated staff account (landing page, Sie)',
  'internshipFeedback.public.': 'the public feedback page: a supervisor or a parent without an account, Sie (decision 230)',
  'sharedPage.': 'the public page behind a share link: whoever got the link, without an account, Sie (decision 236)',
  'internshipFeedback.staff.': 'the staff view of a placement in the class internships',
  'internshipFeedback.section.release': 'releasing a supervisor feedback (teachers)',
  'internshipFeedback.section.releasing': 'releasing a supervisor feedback (teachers)',
  'internshipFeedback.section.notReleased': 'what a teacher reads before the release',
  'assessmentsLinks.studentLabel': 'the link from the class internships to a teacher\'s rating of a student',
};

/**
 * Keys a student sees that need no twin: the text is the same in both modes. Each with its reason.
 */
export const NO_TWIN_NEEDED: Readonly<Record<string, string>> = {
  'app.name': 'the name of the app',
  'app.documentTitle': 'a format: page name – app name',
  'news.list.forLevel': 'a format: only the level name',
  'news.list.when': 'a format: only the date',
  'news.list.whenWithTime': 'a format: date and time',
  'arcade.questProgress.sentence': 'a format: joins two texts that have twins',
  'arcade.ranking.none': 'a dash for an empty cell',
  'videos.captionsLabel': 'the language name of the subtitle track (Deutsch)',
  'internshipFeedback.section.releasedOn': 'the student sees only released feedback; the date is a format',
};

export function isStaffOnlyKey(key: string): boolean {
  return /_sie(_[a-z]+)?$/.test(key) || Object.keys(STAFF_KEY_PREFIXES).some((prefix) => key.startsWith(prefix));
}

/**
 * Leichte-Sprache texts that cannot keep a rule of the check in leichte-sprache.test.ts, by key,
 * with the reason.
 */
export const RULE_EXEMPTIONS: Readonly<Record<string, string>> = {
  'keycloakExport.technical.contentsList.0': 'an enumeration of the 7 fields of the export file (technical administration)',
  'signatures.flow.checkboxHint': 'an enumeration of the 5 things the app stores with a confirmation (Schulkoordination)',
};
