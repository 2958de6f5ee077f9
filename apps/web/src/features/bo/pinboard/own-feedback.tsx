import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { PinboardFeedback } from '@berufswahl/contracts';
import { ContextMenu } from '../../../components/ui/context-menu';
import { useAnnounce } from '../../../components/ui/live-announcer';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useDeleteFeedback } from './api/give-feedback';
import { FeedbackForm } from './feedback-form';
import { FeedbackText } from './pin-card-parts';

/**
 * The teacher's own feedback on the class Pinnwand (decision 136): the text and its "Aktionen"
 * menu with "Bearbeiten" (the feedback form in place, with its text and the focus) and "Löschen"
 * (after a confirmation). The student is not notified again; the Pinnwand marks the text as changed.
 */
export function OwnFeedback({
  feedback,
  classUuid,
  entryUuid,
  studentName,
}: {
  feedback: PinboardFeedback;
  classUuid: string;
  entryUuid: string;
  studentName: string;
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const remove = useDeleteFeedback();
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const date = formatDate(feedback.created_date);

  if (isEditing) {
    return (
      <FeedbackForm
        classUuid={classUuid}
        entryUuid={entryUuid}
        studentName={studentName}
        editing={{ feedbackUuid: feedback.uuid, text: feedback.text, onDone: () => setIsEditing(false) }}
      />
    );
  }

  const confirmDelete = async () => {
    setIsConfirming(false);
    setFailure(null);
    try {
      await remove.mutateAsync({ classUuid, entryUuid, feedbackUuid: feedback.uuid });
      announce(t('pinboard.teacher.deleted'));
    } catch (error) {
      setFailure((isApiError(error) && error.errorBody?.message) || t('pinboard.teacher.deleteFailed'));
    }
  };

  return (
    <>
      <FeedbackText feedback={feedback} />
      <div className="pin-card__actions">
        {/* Per-feedback actions in a context menu (spec 2): one tab stop per feedback instead of two. */}
        <ContextMenu
          label={t('pinboard.teacher.actionsLabel', { date })}
          trigger={
            <>
              {t('pinboard.teacher.actions')}
              <span aria-hidden="true">▾</span>
            </>
          }
          actions={[
            { id: 'edit', label: t('pinboard.teacher.edit') },
            { id: 'delete', label: t('pinboard.teacher.delete'), isDisabled: remove.isPending },
          ]}
          onAction={(action) => (action === 'edit' ? setIsEditing(true) : setIsConfirming(true))}
          placement="bottom start"
        />
      </div>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {isConfirming && (
        <ModalDialog title={t('pinboard.teacher.deleteTitle')} onClose={() => setIsConfirming(false)} role="alertdialog" className="modal--small">
          <p>{t('pinboard.teacher.deleteText', { student: studentName })}</p>
          <div className="dialog__actions">
            <Button className="button button--secondary" onPress={() => setIsConfirming(false)}>
              {t('pinboard.teacher.cancel')}
            </Button>
            <Button className="button" onPress={() => void confirmDelete()}>
              {t('pinboard.teacher.deleteConfirm')}
            </Button>
          </div>
        </ModalDialog>
      )}
    </>
  );
}
