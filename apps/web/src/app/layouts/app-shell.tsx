import { lazy, Suspense, useCallback, useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { activeRoleOf } from '@berufswahl/contracts';
import { DocumentTitleContext } from '../../components/ui/page-heading';
import { TermsGate } from '../../features/identity/terms/terms-gate';
import { shouldShowTermsModal } from '../../features/identity/terms/terms-rule';
import { useMe } from '../../features/identity/me/api/get-me';
import { applyContrastMode } from '../../lib/contrast';
import { FormalityContext, formalityOf } from '../../lib/formality';
import { isLogoutPath } from '../route-paths';
import { isMenuVisible } from './menu-visibility';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { CONTENT_ID, SkipLinks } from './skip-links';
import { useRouteChangeEffects } from './use-route-change-effects';

const GlobalDialogs = lazy(() => import('./global-dialogs').then((module) => ({ default: module.GlobalDialogs })));

/** The frame of every page: skip links, header with menu, main, footer, and the terms modal. */
export function AppShell() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  useRouteChangeEffects();

  useEffect(() => {
    if (me) applyContrastMode(me.contrast_mode);
  }, [me]);

  const formatTitle = useCallback((page: string) => t('app.documentTitle', { page }), [t]);
  const showMenu = isMenuVisible(me, pathname);
  const showTerms = me !== undefined && !isLogoutPath(pathname) && shouldShowTermsModal(me);

  return (
    <FormalityContext.Provider value={formalityOf(me ? activeRoleOf(me) : undefined)}>
      <DocumentTitleContext.Provider value={formatTitle}>
        <div className="app">
          <SkipLinks hasMenu={showMenu} />
          <SiteHeader me={me} showMenu={showMenu} />
          <main id={CONTENT_ID} className="main" tabIndex={-1} aria-busy={navigation.state === 'loading'}>
            <Outlet />
          </main>
          <SiteFooter isSignedIn={me !== undefined} />
          {showTerms && <TermsGate />}
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
