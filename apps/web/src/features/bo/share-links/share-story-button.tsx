import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import './share-links-texts';

// The dialog (form, list, confirmation) loads when a student first presses „Teilen“.
const ShareStoryDialog = lazy(() => import('./share-story-dialog').then((module) => ({ default: module.ShareStoryDialog })));

/** „Teilen“ on a story card: opens the dialog that makes a link to this story (decision 236). */
export function ShareStoryButton({ storyUuid }: { storyUuid: string }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button className="button button--secondary" onPress={() => setOpen(true)}>
        {t('shareLinks.storyButton')}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <ShareStoryDialog storyUuid={storyUuid} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
