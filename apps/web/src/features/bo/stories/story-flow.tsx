import { useState } from 'react';
import { addTexts } from '../../../lib/i18n';
import storiesTexts from '../../../locales/de-stories.json';
import simpleStoriesTexts from '../../../locales/de-stories.leicht.json';
import { fetchUnreadNotifications } from './api/has-unread-notifications';
import { StoryFormDialog } from './story-form-dialog';
import { afterSaveStep } from './story-form-logic';
import { StorySavedDialog } from './story-saved-dialog';
import { openStorageFullDialog } from '../../../lib/app-events';
import './stories.css';

addTexts(storiesTexts, simpleStoriesTexts);

type Step = 'form' | 'checking' | 'saved' | 'kept';

/**
 * Writing a new story from anywhere (quick menu, dashboard, /stories), spec 4: the form; after a
 * save it closes, then the page reloads when unread notifications wait (e.g. a new trophy),
 * otherwise the story-saved feedback shows; a full storage closes the form and opens the files
 * feature's storage-full dialog.
 */
export function StoryFlow({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState<Step>('form');

  const afterSave = async () => {
    setStep('checking');
    if (afterSaveStep(await fetchUnreadNotifications()) === 'reload') {
      window.location.reload();
      return;
    }
    setStep('saved');
  };

  if (step === 'checking') return null;
  if (step === 'saved') return <StorySavedDialog onClose={onDone} />;
  if (step === 'kept') return <StorySavedDialog isKept onClose={onDone} />;
  return (
    <StoryFormDialog
      onCancel={onDone}
      onSaved={() => void afterSave()}
      onKept={() => setStep('kept')}
      onStorageFull={() => {
        // The form closes; the files feature's storage-full dialog opens (spec 8).
        onDone();
        openStorageFullDialog();
      }}
    />
  );
}
