import { Button } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/modal-dialog';

/**
 * The story-saved feedback (spec 2, 4): shown after a save when no unread notification waits; with
 * `isKept`, after the story was kept offline as a draft that waits for a connection (decision 240).
 */
export function StorySavedDialog({ onClose, isKept = false }: { onClose: () => void; isKept?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ModalDialog
      title={isKept ? t('offlineDrafts.storyKept.title') : t('stories.feedback.title')}
      closeLabel={t('stories.close')}
      onClose={onClose}
      className="modal--small"
    >
      <p>{isKept ? t('offlineDrafts.storyKept.text') : t('stories.feedback.text')}</p>
      <div className="dialog__actions">
        <Button
          className="button button--secondary"
          onPress={() => {
            onClose();
            void navigate('/stories');
          }}
        >
          {t('stories.feedback.toStories')}
        </Button>
        <Button className="button" onPress={onClose}>
          {t('stories.feedback.ok')}
        </Button>
      </div>
    </ModalDialog>
  );
}
