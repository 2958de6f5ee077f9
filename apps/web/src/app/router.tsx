import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { importWithTimeout } from '../lib/import-with-timeout';
import { RequireAccess } from './guards/require-access';
import { CLASS_STAFF_ROLES, COORDINATOR_ROLES, LAND_COORDINATOR_ROLES } from '@berufswahl/contracts/identity/roles';
import { AppShell } from './layouts/app-shell';
import { LOCALE_SEGMENTS } from '../lib/route-paths';
import { LoadingScreen } from './screens/loading-screen';
import { RootErrorScreen, RouteErrorScreen } from './screens/route-error-screen';

/** A route's screen, loaded on demand; the import fails after 120 s (spec 2). */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    // The import adds a <link rel="modulepreload"> for each of the screen's chunks (up to about 50,
    // about 1 ms each on a phone). In a task of its own, that does not lengthen the task that asked
    // for the screen – the router's start or a click (Total Blocking Time, issue 20).
    await nextTask();
    return { Component: pick(await importWithTimeout(load)) };
  };
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The screens of spec 2. They are mounted at `/` and again under `/de` and `/de_DE`. Every path
 * here is listed in the contracts' EXPLANATION_TARGET_OF_ROUTE (the explanation box its screen
 * shows) or ROUTES_WITHOUT_EXPLANATION (decision 140; checked by explanation-routes.test.ts).
 */
function screenRoutes(): RouteObject[] {
  return [
    {
      element: <RequireAccess access="permitted" />,
      children: [
        // Meine Daten: the data export for every active role, technical admins included – the
        // profile link of every menu leads here (issue 7; DSGVO Art. 15 and 20 hold for everyone).
        {
          path: 'meine-daten',
          lazy: screen(() => import('../features/identity/landing/my-data-screen'), (m) => m.MyDataScreen),
        },
        {
          index: true,
          lazy: screen(() => import('./dashboard/dashboard-screen'), (m) => m.DashboardScreen),
        },
        {
          path: 'data-protection',
          lazy: screen(() => import('../features/cms/info-pages/data-protection-screen'), (m) => m.DataProtectionScreen),
        },
        {
          path: 'imprint',
          lazy: screen(() => import('../features/cms/info-pages/imprint-screen'), (m) => m.ImprintScreen),
        },
        {
          path: 'gebaerdensprache',
          lazy: screen(() => import('../features/cms/info-pages/sign-language-screen'), (m) => m.SignLanguageScreen),
        },
        {
          path: 'sehbeeintraechtigte',
          lazy: screen(
            () => import('../features/cms/info-pages/visually-impaired-screen'),
            (m) => m.VisuallyImpairedScreen,
          ),
        },
        {
          path: 'barrier-free-info',
          lazy: screen(
            () => import('../features/cms/info-pages/barrier-free-info-screen'),
            (m) => m.BarrierFreeInfoScreen,
          ),
        },
        {
          path: 'files',
          lazy: screen(() => import('../features/files/storage/files-screen'), (m) => m.FilesScreen),
        },
        {
          path: 'slp/:uuid',
          lazy: screen(() => import('../features/signatures/flow/signature-flow-screen'), (m) => m.SignatureFlowScreen),
        },
      ],
    },
    // Menu targets of students (content/navigation), guarded for the roles whose menu lists them.
    {
      element: <RequireAccess access={{ roles: ['SCHUELER'] }} />,
      children: [
        { path: 'mein-weg', lazy: screen(() => import('../features/bo/mein-weg/mein-weg-screen'), (m) => m.MeinWegScreen) },
        {
          path: 'mein-weg/aufgaben/:taskUuid',
          lazy: screen(() => import('../features/bo/mein-weg/task-screen'), (m) => m.TaskScreen),
        },
        { path: 'reflexion', lazy: screen(() => import('../features/bo/reflections/reflections-screen'), (m) => m.ReflexionScreen) },
        { path: 'stories', lazy: screen(() => import('../features/bo/stories/stories-screen'), (m) => m.StoriesScreen) },
        { path: 'staerken', lazy: screen(() => import('../features/bo/statements/statements-screen'), (m) => m.StatementsScreen) },
        // So sehen mich andere (issue 16): the own rating beside the teachers', supervisors' and parents'.
        {
          path: 'so-sehen-mich-andere',
          lazy: screen(() => import('../features/bo/assessments/screens'), (m) => m.AssessmentScreen),
        },
        { path: 'pinnwand', lazy: screen(() => import('../features/bo/pinboard/pinboard-screen'), (m) => m.PinboardScreen) },
        // Mein Portfolio (issue 18): „Über mich“ and chosen items as an application folder, PDF download.
        { path: 'portfolio', lazy: screen(() => import('../features/bo/portfolio/portfolio-screen'), (m) => m.PortfolioScreen) },
        { path: 'praktikum', lazy: screen(() => import('../features/bo/internships/screens'), (m) => m.MyInternshipsScreen) },
        {
          path: 'praktikum/:internshipUuid',
          lazy: screen(() => import('../features/bo/internships/screens'), (m) => m.InternshipDetailScreen),
        },
      ],
    },
    // Mein Weg for teachers and school coordinators: the active station per class.
    {
      element: <RequireAccess access={{ roles: CLASS_STAFF_ROLES }} />,
      children: [
        { path: 'stationen', lazy: screen(() => import('../features/bo/stations/stations-screen'), (m) => m.StationsScreen) },
      ],
    },
    // The overview of a learning group (class statistics): its teachers and the school coordinator.
    {
      element: <RequireAccess access={{ roles: CLASS_STAFF_ROLES }} />,
      children: [
        {
          path: 'lerngruppen/:classUuid',
          lazy: screen(() => import('../features/bo/class-statistics/class-statistics-screen'), (m) => m.ClassStatisticsScreen),
        },
        // Its internships (issue 16): the overview with the review, and the printable visiting list.
        {
          path: 'lerngruppen/:classUuid/praktikum',
          lazy: screen(() => import('../features/bo/internships/screens'), (m) => m.ClassInternshipsScreen),
        },
        {
          path: 'lerngruppen/:classUuid/praktikum/besuchsliste',
          lazy: screen(() => import('../features/bo/internships/screens'), (m) => m.VisitingListScreen),
        },
        // A teacher rates one student of the group and sees what the student shares (issue 16).
        {
          path: 'lerngruppen/:classUuid/einschaetzung/:studentUuid',
          lazy: screen(() => import('../features/bo/assessments/screens'), (m) => m.TeacherAssessmentScreen),
        },
      ],
    },
    // Arcade: points, trophies and the class ranking for students; quests for teachers.
    {
      element: <RequireAccess access={{ roles: ['SCHUELER'] }} />,
      children: [
        { path: 'punkte', lazy: screen(() => import('../features/arcade/trophies/points-screen'), (m) => m.PointsScreen) },
        { path: 'rangliste', lazy: screen(() => import('../features/arcade/rankings/rankings-screen'), (m) => m.RankingScreen) },
      ],
    },
    {
      element: <RequireAccess access={{ roles: ['LEHRER'] }} />,
      children: [
        { path: 'quests', lazy: screen(() => import('../features/arcade/quests/teacher-quests-screen'), (m) => m.TeacherQuestsScreen) },
        {
          path: 'pinnwand-lerngruppe',
          lazy: screen(() => import('../features/bo/pinboard/class-pinboard-screen'), (m) => m.ClassPinboardScreen),
        },
      ],
    },
    {
      element: <RequireAccess access={{ roles: ['SCHUELER', 'LEHRER', 'ADMIN_SCHULE', 'ADMIN_LAND', 'SUPER_ADMIN'] }} />,
      children: [
        {
          path: 'termine',
          lazy: screen(() => import('../features/messaging/events/events-screen'), (m) => m.EventsScreen),
        },
      ],
    },
    {
      element: <RequireAccess access="permitted" />,
      children: [
        { path: 'hilfe', lazy: screen(() => import('../features/cms/info-pages/help-screen'), (m) => m.HelpScreen) },
        {
          path: 'informationen',
          lazy: screen(() => import('../features/navigation/information/information-screen'), (m) => m.InformationScreen),
        },
      ],
    },
    // Administration (issue 6): school coordinators; state coordinators and the federal admin.
    {
      element: <RequireAccess access={{ roles: ['ADMIN_SCHULE'] }} />,
      children: [
        {
          path: 'verwaltung/klassen',
          lazy: screen(() => import('../features/identity/administration/classes-screen'), (m) => m.ClassesScreen),
        },
        {
          path: 'verwaltung/konten',
          lazy: screen(() => import('../features/identity/administration/accounts-screen'), (m) => m.AccountsScreen),
        },
        {
          path: 'verwaltung/import',
          lazy: screen(() => import('../features/identity/administration/import-screen'), (m) => m.ImportScreen),
        },
        {
          path: 'verwaltung/praktikumszeiten',
          lazy: screen(() => import('../features/bo/internships/screens'), (m) => m.InternshipPeriodsScreen),
        },
      ],
    },
    {
      element: <RequireAccess access={{ roles: COORDINATOR_ROLES }} />,
      children: [
        {
          path: 'verwaltung/protokoll',
          lazy: screen(() => import('../features/identity/administration/audit-screen'), (m) => m.AuditScreen),
        },
      ],
    },
    {
      element: <RequireAccess access={{ roles: LAND_COORDINATOR_ROLES }} />,
      children: [
        {
          path: 'verwaltung/schulen',
          lazy: screen(() => import('../features/identity/administration/land-screen'), (m) => m.LandScreen),
        },
        // The important notification's editor (decision 023): the Land's text, or all Länder's.
        {
          path: 'verwaltung/mitteilung',
          lazy: screen(() => import('./screens/important-notification-screen'), (m) => m.ImportantNotificationScreen),
        },
        // Signatures: which schools of the Land have confirmed the AVV, and its deadline.
        {
          path: 'verwaltung/avv',
          lazy: screen(() => import('../features/signatures/land/signature-land-screen'), (m) => m.SignatureLandScreen),
        },
      ],
    },
    // The technical administration's explainer and sign-language videos (decision 180).
    {
      element: <RequireAccess access={{ roles: ['TECHNICAL_ADMIN'] }} />,
      children: [
        {
          path: 'verwaltung/videos',
          lazy: screen(() => import('../features/cms/videos/video-slots-screen'), (m) => m.VideoSlotsScreen),
        },
      ],
    },
    {
      element: <RequireAccess access="deactivated" />,
      children: [
        {
          path: 'landingpage',
          lazy: screen(() => import('../features/identity/landing/landingpage-screen'), (m) => m.LandingpageScreen),
        },
      ],
    },
    {
      path: 'logout',
      lazy: screen(() => import('../features/identity/session/logout-screen'), (m) => m.LogoutScreen),
    },
    {
      path: '*',
      lazy: screen(() => import('./screens/not-found-screen'), (m) => m.NotFoundScreen),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}

function appRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppShell />,
      errorElement: <RootErrorScreen />,
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        {
          // Errors of a screen (e.g. its chunk did not load) render inside the shell.
          errorElement: <RouteErrorScreen />,
          children: [
            ...screenRoutes(),
            ...LOCALE_SEGMENTS.map((segment) => ({ path: segment, children: screenRoutes() })),
          ],
        },
      ],
    },
  ];
}

/**
 * Starts loading the code of the screen at `pathname`, so that it arrives while start-up still
 * waits for the network (the flow check) instead of after it. The router's own load of the same
 * screen later finds the module loaded. A failure is left to that load, which shows it.
 */
export function preloadScreenAt(pathname: string): void {
  for (const { route } of matchRoutes(appRoutes(), pathname) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => {});
  }
}
