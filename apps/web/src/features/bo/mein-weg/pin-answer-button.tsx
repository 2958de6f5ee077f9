import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../../../components/ui/live-announcer';
import { useMyPins, useToggleAnswerPin } from './api/pin-answer';

/**
 * "An die Pinnwand heften" under a done task (decision 074): shares the result with the class's
 * teachers by the student's explicit action; pressed again it withdraws it.
 */
export function PinAnswerButton({ answerUuid }: { answerUuid: string }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const pins = useMyPins();
  const toggle = useToggleAnswerPin();
  const [failed, setFailed] = useState(false);
  const entryUuid = pins.data?.entries.find((entry) => entry.item.kind === 'task_answer' && entry.item.uuid === answerUuid)?.uuid ?? null;

  const press = async () => {
    setFailed(false);
    try {
      await toggle.mutateAsync({ answerUuid, entryUuid });
      announce(entryUuid ? t('meinWeg.task.unpinnedDone') : t('meinWeg.task.pinnedDone'));
    } catch {
      setFailed(true);
    }
  };

  // Without knowing the pins (still loading, or failed) the button could say the wrong thing.
  if (!pins.data) return null;
  return (
    <div className="task-page__pin">
      <p>{t('meinWeg.task.pinHint')}</p>
      <Button className="button button--secondary" isDisabled={toggle.isPending} onPress={() => void press()}>
        {entryUuid ? t('meinWeg.task.unpin') : t('meinWeg.task.pin')}
      </Button>
      {failed && (
        <p className="mein-weg__error" role="alert">
          {t('meinWeg.task.pinFailed')}
        </p>
      )}
    </div>
  );
}
