import { useState } from 'react';
import { Button, FieldError, Label, Text, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { INTERNSHIP_LIMITS, type Internship } from '@berufswahl/contracts/bo/internships';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { isApiError } from '../../../../lib/api-error';
import { formatStoreError } from '../../../../lib/api-client';
import { useReviewInternship } from '../api/class-internships';
import { reviewCommentProblem } from './class-overview-logic';
import { formatDay } from './staff-texts';

/**
 * The teacher reviews a submitted placement: all its details, a comment, and "Bestätigen" or
 * "Zurückgeben" (which needs the comment). `onDone` gets the outcome line's text.
 */
export function ReviewDialog({ internship, onClose, onDone }: { internship: Internship; onClose: () => void; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const review = useReviewInternship();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const name = `${internship.student.first_name} ${internship.student.last_name}`;

  const decide = (decision: 'confirmed' | 'returned') => {
    setFailure(null);
    const problem = reviewCommentProblem(decision, comment);
    if (problem) {
      setCommentError(t(`internshipsStaff.review.${problem}`, { max: INTERNSHIP_LIMITS.commentMax }));
      return;
    }
    setCommentError(null);
    review.mutate(
      { internshipUuid: internship.uuid, body: { decision, comment: comment.trim() || null } },
      {
        onSuccess: () => onDone(t(decision === 'confirmed' ? 'internshipsStaff.review.confirmed' : 'internshipsStaff.review.returned', { name })),
        onError: (error) => {
          const fieldMessage = isApiError(error) ? error.errorBody?.fields?.find((field) => field.field === 'comment')?.message : undefined;
          if (fieldMessage) setCommentError(fieldMessage);
          else setFailure(t('internshipsStaff.review.failed', { message: isApiError(error) && error.errorBody ? error.errorBody.message : formatStoreError(error) }));
        },
      },
    );
  };

  return (
    <ModalDialog title={t('internshipsStaff.review.title')} closeLabel={t('internshipsStaff.review.close')} onClose={onClose} className="internship-review">
      <dl className="internship-review__details">
        <dt>{t('internshipsStaff.review.student')}</dt>
        <dd>{name}</dd>
        <dt>{t('internshipsStaff.review.company')}</dt>
        <dd>{internship.company_name}</dd>
        <dt>{t('internshipsStaff.review.address')}</dt>
        <dd>
          {internship.street}, {internship.postcode} {internship.city}
        </dd>
        <dt>{t('internshipsStaff.review.fieldOfWork')}</dt>
        <dd>{internship.field_of_work.name}</dd>
        <dt>{t('internshipsStaff.review.supervisor')}</dt>
        <dd>
          {internship.supervisor_name}
          <br />
          {internship.supervisor_email}
          {internship.supervisor_phone && (
            <>
              <br />
              {internship.supervisor_phone}
            </>
          )}
        </dd>
        <dt>{t('internshipsStaff.review.dates')}</dt>
        <dd>
          {t('internshipsStaff.class.dates', { start: formatDay(internship.start_date), end: formatDay(internship.end_date) })}
          {internship.outside_period && <span className="internship-staff__warning"> {t('internshipsStaff.class.outsidePeriod')}</span>}
        </dd>
        {internship.daily_hours !== null && (
          <>
            <dt>{t('internshipsStaff.review.dailyHours')}</dt>
            <dd>{internship.daily_hours.toLocaleString('de-DE')}</dd>
          </>
        )}
        {internship.expectations && (
          <>
            <dt>{t('internshipsStaff.review.expectations')}</dt>
            <dd className="internship-review__text">{internship.expectations}</dd>
          </>
        )}
      </dl>
      <TextField
        className="field"
        name="comment"
        value={comment}
        onChange={setComment}
        isDisabled={review.isPending}
        isInvalid={Boolean(commentError)}
        validationBehavior="aria"
      >
        <Label className="field__label">{t('internshipsStaff.review.commentLabel')}</Label>
        <Text slot="description" className="field__hint">
          {t('internshipsStaff.review.commentHint')}
        </Text>
        <TextArea className="field__input field__input--multiline" rows={4} />
        <FieldError className="field__error">{commentError}</FieldError>
      </TextField>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <p role="status" className="hint">
        {review.isPending ? t('internshipsStaff.review.saving') : ''}
      </p>
      <div className="dialog__actions">
        <Button className="button button--secondary" onPress={onClose} isDisabled={review.isPending}>
          {t('internshipsStaff.review.cancel')}
        </Button>
        <Button className="button button--secondary" onPress={() => decide('returned')} isDisabled={review.isPending}>
          {t('internshipsStaff.review.return')}
        </Button>
        <Button className="button" onPress={() => decide('confirmed')} isDisabled={review.isPending}>
          {t('internshipsStaff.review.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
