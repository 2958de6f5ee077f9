import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { Me } from '@berufswahl/contracts';
import { START_TOUR_EVENT, useAppRequest } from '../../../lib/app-events';
import { useFirstRunHold, useIsFirstRunBlocked } from '../../../lib/first-run-queue';
import { addTexts } from '../../../lib/i18n';
import menuTexts from '../../../locales/de-menu.json';
import { useSetOnboarding } from '../../../lib/me/set-onboarding';
import { shouldOfferWelcome } from './onboarding-rules';
import { ErrorBoundary } from '../../../components/ui/error-boundary';

// Loaded only for whom the welcome is offered or who starts the tour: the dialogs and the tour's
// popover bring react-aria's overlay code, which the first screen does without.
const WelcomeDialog = lazy(() => import('./welcome-dialog').then((module) => ({ default: module.WelcomeDialog })));
const Tour = lazy(() => import('./tour').then((module) => ({ default: module.Tour })));

addTexts(menuTexts);

/**
 * Offers the tour once (welcome dialog while `me.show_onboarding`) and runs it – from the welcome
 * dialog or from the menu entry "Tour starten" (window event). Accepting, declining, closing or
 * finishing stores `show_onboarding: false`, so the welcome is not offered again. The welcome waits
 * its turn in the first-run queue (decision 185: after the terms, a forced signature page and the
 * analytics question); a running tour holds the queue, so no notification dialog covers it.
 */
export function OnboardingHost({ me }: { me: Me }) {
  const setOnboarding = useSetOnboarding();
  const [isTourRunning, setIsTourRunning] = useState(false);
  const [isWelcomeHandled, setIsWelcomeHandled] = useState(false);
  const { mutate } = setOnboarding;
  const isFirstTime = me.show_onboarding;
  const isWelcomeBlocked = useIsFirstRunBlocked('welcome');
  useFirstRunHold('tour', isTourRunning);

  const stopOffering = useCallback(() => {
    if (isFirstTime) mutate(false);
  }, [isFirstTime, mutate]);

  // Also a start asked for while this host's code was still loading (the menu entry is there first).
  useAppRequest(START_TOUR_EVENT, () => {
    setIsWelcomeHandled(true);
    setIsTourRunning(true);
  });

  const endTour = useCallback(() => {
    setIsTourRunning(false);
    stopOffering();
  }, [stopOffering]);

  const showWelcome = !isWelcomeHandled && !isTourRunning && !isWelcomeBlocked && shouldOfferWelcome(me);
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <ReadyMarker isWaiting={isWelcomeBlocked} />
        {showWelcome && (
          <WelcomeDialog
            me={me}
            onStartTour={() => {
              setIsWelcomeHandled(true);
              stopOffering();
              setIsTourRunning(true);
            }}
            onLater={() => {
              setIsWelcomeHandled(true);
              stopOffering();
            }}
          />
        )}
        {isTourRunning && <Tour me={me} onEnd={endTour} />}
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * A hook for tests: rendered beside the (lazily loaded) welcome dialog inside one Suspense
 * boundary, so it mounts only together with the dialog – from then on the welcome dialog is on
 * the page if it is offered at all. "waiting" while an earlier part of the first-run queue (a
 * forced signature page, the analytics question) holds the welcome back.
 */
function ReadyMarker({ isWaiting }: { isWaiting: boolean }) {
  useEffect(() => {
    document.documentElement.dataset.onboarding = isWaiting ? 'waiting' : 'ready';
  }, [isWaiting]);
  useEffect(
    () => () => {
      delete document.documentElement.dataset.onboarding;
    },
    [],
  );
  return null;
}
