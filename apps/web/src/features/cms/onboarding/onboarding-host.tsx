import { useCallback, useEffect, useState } from 'react';
import type { Me } from '@berufswahl/contracts';
import { START_TOUR_EVENT } from '../../../lib/app-events';
import { addTexts } from '../../../lib/i18n';
import menuTexts from '../../../locales/de-menu.json';
import { useSetOnboarding } from '../../../lib/me/set-onboarding';
import { shouldOfferWelcome } from './onboarding-rules';
import { Tour } from './tour';
import { WelcomeDialog } from './welcome-dialog';

addTexts(menuTexts);

/**
 * Offers the tour once (welcome dialog while `me.show_onboarding`) and runs it – from the welcome
 * dialog or from the menu entry "Tour starten" (window event). Accepting, declining, closing or
 * finishing stores `show_onboarding: false`, so the welcome is not offered again.
 */
export function OnboardingHost({ me }: { me: Me }) {
  const setOnboarding = useSetOnboarding();
  const [isTourRunning, setIsTourRunning] = useState(false);
  const [isWelcomeHandled, setIsWelcomeHandled] = useState(false);
  const { mutate } = setOnboarding;
  const isFirstTime = me.show_onboarding;

  const stopOffering = useCallback(() => {
    if (isFirstTime) mutate(false);
  }, [isFirstTime, mutate]);

  // A hook for tests: from now on the welcome dialog is on the page if it is offered at all.
  useEffect(() => {
    document.documentElement.dataset.onboarding = 'ready';
    return () => {
      delete document.documentElement.dataset.onboarding;
    };
  }, []);

  useEffect(() => {
    const start = () => {
      setIsWelcomeHandled(true);
      setIsTourRunning(true);
    };
    window.addEventListener(START_TOUR_EVENT, start);
    return () => window.removeEventListener(START_TOUR_EVENT, start);
  }, []);

  const endTour = useCallback(() => {
    setIsTourRunning(false);
    stopOffering();
  }, [stopOffering]);

  const showWelcome = !isWelcomeHandled && !isTourRunning && shouldOfferWelcome(me);
  return (
    <>
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
    </>
  );
}
