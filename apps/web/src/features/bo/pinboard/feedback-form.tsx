import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { PINBOARD_FEEDBACK_MAX, pinboardFeedbackInputSchema, type PinboardFeedbackInput } from '@berufswahl/contracts/bo/pinboard';
import { focusAndReveal } from '../../../components/ui/focus-first-error';
import { FormTextField } from '../../../components/ui/form-text-field';
import { useAnnounce } from '../../../components/ui/live-announcer';
import { isApiError } from '../../../lib/api-client';
import { useEditFeedback, useGiveFeedback } from './api/give-feedback';

/**
 * The teacher's written feedback on one pin; the student is notified by the server. With `editing`
 * the same form changes an own feedback (decision 136): it starts with its text, saves with PATCH
 * and offers to cancel.
 */
export function FeedbackForm({
  classUuid,
  entryUuid,
  studentName,
  editing,
}: {
  classUuid: string;
  entryUuid: string;
  studentName: string;
  editing?: { feedbackUuid: string; text: string; onDone: () => void };
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const give = useGiveFeedback();
  const edit = useEditFeedback();
  const send = editing ? edit : give;
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PinboardFeedbackInput>({
    resolver: zodResolver(pinboardFeedbackInputSchema),
    mode: 'onTouched',
    defaultValues: { text: editing?.text ?? '' },
    shouldFocusError: false,
  });
  const text = useWatch({ control: form.control, name: 'text' }) ?? '';
  const isEditing = editing !== undefined;
  useEffect(() => {
    // Chosen from the feedback's menu: the text to change takes the focus (the menu's button is gone).
    if (isEditing) textRef.current?.focus();
  }, [isEditing]);

  const submit = async (values: PinboardFeedbackInput) => {
    setServerError(null);
    try {
      if (editing) {
        await edit.mutateAsync({ classUuid, entryUuid, feedbackUuid: editing.feedbackUuid, text: values.text });
        announce(t('pinboard.teacher.changed'));
        editing.onDone();
        return;
      }
      await give.mutateAsync({ classUuid, entryUuid, text: values.text });
      form.reset({ text: '' });
      announce(t('pinboard.teacher.sent'));
    } catch (error) {
      setServerError((isApiError(error) && error.errorBody?.message) || t(editing ? 'pinboard.teacher.changeFailed' : 'pinboard.teacher.failed'));
    }
  };

  return (
    <form className="feedback-form" noValidate onSubmit={(event) => void form.handleSubmit(submit, () => focusAndReveal(textRef.current))(event)}>
      <Controller
        control={form.control}
        name="text"
        render={({ field, fieldState }) => (
          <FormTextField
            label={t(editing ? 'pinboard.teacher.editLabel' : 'pinboard.teacher.feedbackLabel', { student: studentName })}
            hint={
              <>
                {t('pinboard.teacher.feedbackHint', { max: PINBOARD_FEEDBACK_MAX, student: studentName })}{' '}
                <span>{t('pinboard.teacher.characters', { count: text.length, max: PINBOARD_FEEDBACK_MAX })}</span>
              </>
            }
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            errorMessage={fieldState.error?.message}
            isRequired
            isDisabled={send.isPending}
            rows={3}
            inputRef={(element) => {
              field.ref(element);
              textRef.current = element;
            }}
          />
        )}
      />
      {serverError && (
        <p className="form-error" role="alert">
          {serverError}
        </p>
      )}
      <div className="pin-card__actions">
        {editing && (
          <Button className="button button--secondary" onPress={editing.onDone} isDisabled={send.isPending}>
            {t('pinboard.teacher.cancel')}
          </Button>
        )}
        <Button className="button" type="submit" isDisabled={send.isPending}>
          {editing
            ? send.isPending
              ? t('pinboard.teacher.saving')
              : t('pinboard.teacher.save')
            : send.isPending
              ? t('pinboard.teacher.sending')
              : t('pinboard.teacher.send')}
        </Button>
      </div>
    </form>
  );
}
