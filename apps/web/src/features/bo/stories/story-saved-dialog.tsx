import { Button } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/modal-dialog';

/** The story-saved feedback (spec 2, 4): shown after a save when no unread notification waits. */
export function StorySavedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ModalDialog title={t('stories.feedback.title')} closeLabel={t('stories.close')} onClose={onClose} className="modal--small">
      <p>{t('stories.feedback.text')}</p>
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
