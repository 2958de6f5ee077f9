/**
 * Paths of the app (spec 2). Every screen is also reachable behind an optional language segment –
 * `/de/imprint`, `/de_DE/imprint` – which selects German, the only language.
 */
export const LOCALE_SEGMENTS = ['de', 'de_DE'] as const;

export const PATHS = {
  dashboard: '/',
  landingpage: '/landingpage',
  dataProtection: '/data-protection',
  imprint: '/imprint',
  signLanguage: '/gebaerdensprache',
  visuallyImpaired: '/sehbeeintraechtigte',
  barrierFreeInfo: '/barrier-free-info',
  logout: '/logout',
  files: '/files/',
  termine: '/termine',
  meinWeg: '/mein-weg',
  reflexion: '/reflexion',
  stories: '/stories',
  statements: '/staerken',
  pinboard: '/pinnwand',
  classPinboard: '/pinnwand-lerngruppe',
  /** The overview (statistics) of one learning group, for its teachers and the school coordinator. */
  classStatistics: (classUuid: string) => `/lerngruppen/${encodeURIComponent(classUuid)}`,
  meineDaten: '/meine-daten',
  hilfe: '/hilfe',
  informationen: '/informationen',
  administrationClasses: '/verwaltung/klassen',
  administrationAccounts: '/verwaltung/konten',
  administrationImport: '/verwaltung/import',
  administrationAudit: '/verwaltung/protokoll',
  administrationLand: '/verwaltung/schulen',
  points: '/punkte',
  ranking: '/rangliste',
  quests: '/quests',
  /** The active station per class, for teachers and school coordinators. */
  stations: '/stationen',
  /** The important notification's editor (decision 023). */
  administrationImportantNotification: '/verwaltung/mitteilung',
  signatureFlow: (uuid: string) => `/slp/${encodeURIComponent(uuid)}`,
  signatureLand: '/verwaltung/avv',
  /** The technical administration's explainer and sign-language videos (decision 180). */
  administrationVideos: '/verwaltung/videos',
} as const;

/** `/de_DE/imprint/` → `/imprint`; `/de` → `/`. */
export function normalizePath(pathname: string): string {
  const segments = pathname.split('/').filter((segment) => segment.length > 0);
  const first = segments[0];
  if (first !== undefined && (LOCALE_SEGMENTS as readonly string[]).includes(first)) segments.shift();
  return `/${segments.join('/')}`;
}

export function isLogoutPath(pathname: string): boolean {
  return normalizePath(pathname) === PATHS.logout;
}
