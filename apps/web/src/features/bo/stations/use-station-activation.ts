import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassActiveStation } from '@berufswahl/contracts';
import { answerErrorMessage } from '../mein-weg/answer-error';
import { useActivateStation } from './api/stations';

export interface ActivationOutcome {
  isError: boolean;
  text: string;
}

/**
 * Choosing and activating the station of one class (spec 4: requested → activated or error), shared
 * by the stations screen and the teacher's dashboard widget. The outcome line is scrolled into view
 * when it appears: under a long list of stations it would otherwise land below the fold, and the
 * teacher would not see that it worked (issue 14).
 */
export function useStationActivation(item: ClassActiveStation) {
  const { t } = useTranslation();
  const activate = useActivateStation();
  const [chosen, setChosen] = useState<string | null>(item.station?.uuid ?? null);
  const [outcome, setOutcome] = useState<ActivationOutcome | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const className = t('stations.className', { grade: item.class.grade, addition: item.class.addition });

  useEffect(() => {
    // `scrollIntoView` is missing in jsdom-like environments; "nearest" leaves a visible line where it is.
    if (outcome) outcomeRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [outcome]);

  const submit = () => {
    if (!chosen) {
      setOutcome({ isError: true, text: t('stations.pickFirst') });
      return;
    }
    setOutcome(null);
    activate.mutate(
      { classUuid: item.class.uuid, stationUuid: chosen },
      {
        onSuccess: (activation) =>
          setOutcome({ isError: false, text: t('stations.activated', { title: activation.station?.title ?? '', className }) }),
        onError: (error) => setOutcome({ isError: true, text: answerErrorMessage(error) }),
      },
    );
  };

  return { chosen, setChosen, submit, outcome, outcomeRef, className, isPending: activate.isPending };
}
