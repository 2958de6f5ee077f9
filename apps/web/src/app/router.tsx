import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type * as Placeholders from '../features/navigation/placeholders/placeholder-screen';
import { importWithTimeout } from '../lib/import-with-timeout';
import { RequireAccess } from './guards/require-access';
import { AppShell } from './layouts/app-shell';
import { LOCALE_SEGMENTS } from './route-paths';
import { LoadingScreen } from './screens/loading-screen';
import { RootErrorScreen, RouteErrorScreen } from './screens/route-error-screen';

/** A route's screen, loaded on demand; the import fails after 120 s (spec 2). */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await importWithTimeout(load)) });
}

const placeholder = (pick: (module: typeof Placeholders) => ComponentType) =>
  screen(() => import('../features/navigation/placeholders/placeholder-screen'), pick);

/** The screens of spec 2. They are mounted at `/` and again under `/de` and `/de_DE`. */
function screenRoutes(): RouteObject[] {
  return [
    {
      element: <RequireAccess access="permitted" />,
      children: [
        {
          index: true,
          lazy: screen(() => import('../features/identity/dashboard/dashboard-screen'), (m) => m.DashboardScreen),
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
    // Menu targets (content/navigation). Their features come with later issues; until then each
    // shows what will be there. Guarded for the roles whose menu lists them.
    {
      element: <RequireAccess access={{ roles: ['SCHUELER'] }} />,
      children: [
        { path: 'mein-weg', lazy: placeholder((m) => m.MeinWegScreen) },
        { path: 'reflexion', lazy: placeholder((m) => m.ReflexionScreen) },
        { path: 'stories', lazy: placeholder((m) => m.StoriesScreen) },
      ],
    },
    {
      element: <RequireAccess access={{ roles: ['SCHUELER', 'LEHRER', 'ADMIN_SCHULE', 'ADMIN_LAND', 'SUPER_ADMIN'] }} />,
      children: [
        { path: 'termine', lazy: placeholder((m) => m.TermineScreen) },
        { path: 'meine-daten', lazy: placeholder((m) => m.MeineDatenScreen) },
      ],
    },
    {
      element: <RequireAccess access="permitted" />,
      children: [
        { path: 'hilfe', lazy: placeholder((m) => m.HilfeScreen) },
        {
          path: 'informationen',
          lazy: screen(() => import('../features/navigation/placeholders/information-screen'), (m) => m.InformationScreen),
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
  return createBrowserRouter([
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
  ]);
}
