import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../../../components/ui/live-announcer';
import { useMyPins, useToggleStoryPin } from './api/pin-story';

/**
 * "An die Pinnwand heften" on a story card (decision 074): shares the story with the class's
 * teachers by the student's explicit action; pressed again it withdraws it.
 */
export function PinStoryButton({ storyUuid, onError }: { storyUuid: string; onError: (message: string) => void }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const pins = useMyPins();
  const toggle = useToggleStoryPin();
  const entryUuid = pins.data?.entries.find((entry) => entry.item.kind === 'story' && entry.item.uuid === storyUuid)?.uuid ?? null;

  const press = async () => {
    try {
      await toggle.mutateAsync({ storyUuid, entryUuid });
      announce(entryUuid ? t('stories.list.unpinnedDone') : t('stories.list.pinnedDone'));
    } catch {
      onError(t('stories.list.pinFailed'));
    }
  };

  // Without knowing the pins (still loading, or failed) the button could say the wrong thing.
  if (!pins.data) return null;
  return (
    <Button className="button button--secondary" isDisabled={toggle.isPending} onPress={() => void press()}>
      {entryUuid ? t('stories.list.unpin') : t('stories.list.pin')}
    </Button>
  );
}
