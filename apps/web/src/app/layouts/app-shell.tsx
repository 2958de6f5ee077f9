import { lazy, Suspense, useCallback, useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { activeRoleOf } from '@berufswahl/contracts/identity/user-rules';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { DocumentTitleContext } from '../../components/ui/page-heading';
import { TermsGate } from '../../features/identity/terms/terms-gate';
import { shouldShowTermsModal } from '../../features/identity/terms/terms-rule';
import { shouldOfferWelcome } from '../../features/cms/onboarding/onboarding-rules';
import { analyticsAppliesTo, useMatomoConfig } from '../../lib/analytics/matomo-config';
import { getForcedSignaturePath, setForcedSignaturePath, useFirstRunHold } from '../../lib/first-run-queue';
import { useMe } from '../../lib/me/get-me';
import { applyDisplayPreferences } from '../../lib/display-preferences';
import { FormalityContext, formalityOf } from '../../lib/formality';
import { isLogoutPath, normalizePath } from '../../lib/route-paths';
import { SidebarNav } from './main-nav';
import { PageLoadingIndicator } from './page-loading-indicator';
import { hasQuickMenu, isMenuVisible } from './menu-visibility';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { CONTENT_ID, SkipLinks } from './skip-links';
import { useRouteChangeEffects } from './use-route-change-effects';
import { useIsSmallScreen } from './use-small-screen';

const GlobalDialogs = lazy(() => import('./global-dialogs').then((module) => ({ default: module.GlobalDialogs })));
const QuickMenu = lazy(() => import('./quick-menu').then((module) => ({ default: module.QuickMenu })));
// Only for a Land with usage statistics (decision 186): the question and the tracker.
const AnalyticsHost = lazy(() => import('../analytics/analytics-host').then((module) => ({ default: module.AnalyticsHost })));
const OnboardingHost = lazy(() =>
  import('../../features/cms/onboarding/onboarding-host').then((module) => ({ default: module.OnboardingHost })),
);

/** The frame of every page: skip links, header, menu, main, footer, quick menu and the dialogs. */
export function AppShell() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const isSmallScreen = useIsSmallScreen();
  useRouteChangeEffects();

  useEffect(() => {
    if (me) applyDisplayPreferences({ contrast: me.contrast_mode, theme: me.theme });
  }, [me]);

  const formatTitle = useCallback((page: string) => t('app.documentTitle', { page }), [t]);
  const showMenu = isMenuVisible(me, pathname);
  const showTerms = me !== undefined && !isLogoutPath(pathname) && shouldShowTermsModal(me);
  const showQuickMenu = showMenu && me !== undefined && hasQuickMenu(me);
  const offersOnboarding = me !== undefined && showMenu && !showTerms;

  // The first-run queue (decision 185): what the shell knows at once from `me` and the address is
  // held here, so nothing later in the queue flashes up before the lazily loaded part is there.
  const forcedSignaturePath = getForcedSignaturePath();
  const isOnForcedSignaturePage = forcedSignaturePath !== undefined && normalizePath(pathname) === forcedSignaturePath;
  useEffect(() => {
    if (forcedSignaturePath !== undefined && !isOnForcedSignaturePage) setForcedSignaturePath(undefined);
  }, [forcedSignaturePath, isOnForcedSignaturePage]);
  // Usage statistics (decision 186): held while the configuration is read, then while unanswered.
  const matomo = useMatomoConfig(me !== undefined);
  const analyticsSettings = analyticsAppliesTo(matomo.data, me) ? matomo.data : undefined;
  const asksAnalytics = me !== undefined && showMenu && !showTerms && (matomo.isPending || (analyticsSettings !== undefined && me.tracking_consent === null));
  useFirstRunHold('analytics-consent', asksAnalytics);
  useFirstRunHold('terms', showTerms);
  useFirstRunHold('signature', isOnForcedSignaturePage);
  useFirstRunHold('welcome', offersOnboarding && shouldOfferWelcome(me));

  // A hook for tests: "none" says the welcome dialog will not come; the host sets "ready" itself.
  useEffect(() => {
    if (me && !offersOnboarding) document.documentElement.dataset.onboarding = 'none';
  }, [me, offersOnboarding]);

  return (
    <FormalityContext.Provider value={formalityOf(me ? activeRoleOf(me) : undefined)}>
      <DocumentTitleContext.Provider value={formatTitle}>
        <div
          className={`app${me ? ' app--signed-in' : ''}${showMenu && !isSmallScreen ? ' app--with-sidebar' : ''}${showQuickMenu ? ' app--with-quick-menu' : ''}`}
        >
          <SkipLinks hasMenu={showMenu} isMenuBehindButton={showMenu && isSmallScreen} />
          <SiteHeader me={me} showMenuButton={showMenu && isSmallScreen} />
          <PageLoadingIndicator />
          <div className="app__body">
            {showMenu && me && !isSmallScreen && <SidebarNav me={me} />}
            <main id={CONTENT_ID} className="main" tabIndex={-1} aria-busy={navigation.state === 'loading'}>
              <Outlet />
            </main>
          </div>
          <SiteFooter isSignedIn={me !== undefined} />
          {showQuickMenu && (
            <ErrorBoundary fallback={() => null}>
              <Suspense fallback={null}>
                <QuickMenu />
              </Suspense>
            </ErrorBoundary>
          )}
          {showTerms && <TermsGate />}
          {me && showMenu && !showTerms && analyticsSettings && (
            <ErrorBoundary fallback={() => null}>
              <Suspense fallback={null}>
                <AnalyticsHost me={me} settings={analyticsSettings} />
              </Suspense>
            </ErrorBoundary>
          )}
          {me && offersOnboarding && (
            <ErrorBoundary fallback={() => null}>
              <Suspense fallback={null}>
                <OnboardingHost me={me} />
              </Suspense>
            </ErrorBoundary>
          )}
          {me && (
            <Suspense fallback={null}>
              <GlobalDialogs />
            </Suspense>
          )}
        </div>
      </DocumentTitleContext.Provider>
    </FormalityContext.Provider>
  );
}
