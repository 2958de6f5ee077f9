import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  IMPORTANT_NOTIFICATION_MAX,
  importantNotificationBodySchema,
  type OwnImportantNotification,
} from '@berufswahl/contracts/messaging/notifications';
import { Button } from '../../../components/ui/button';
import { focusAndReveal } from '../../../components/ui/focus-first-error';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { formatStoreError, isApiError } from '../../../lib/api-client';
import { formatDateLong } from '../../../lib/format';
import { addTexts } from '../../../lib/i18n';
import texts from '../../../locales/de-important-notification.json';
import simpleTexts from '../../../locales/de-important-notification.leicht.json';
import { useDeleteImportantNotification } from './api/delete-important-notification';
import { useOwnImportantNotification } from './api/get-own-important-notification';
import { useSaveImportantNotification } from './api/save-important-notification';
import './important-notification.css';

addTexts(texts, simpleTexts);

/** Characters of the text as the server counts them (zod's `max` after `trim`). */
const lengthOf = (text: string) => text.trim().length;

/**
 * The important notification's editor (decision 023) for state coordinators (their Land's text)
 * and federal admins (the text for all Länder): the current text, a form to write or replace it,
 * and deleting it after a confirmation. Outcomes are announced in a status region.
 */
export function ImportantNotificationEditor() {
  const { t } = useTranslation();
  const own = useOwnImportantNotification();

  if (own.isPending) return <p role="status">{t('importantEditor.loading')}</p>;
  if (own.error) {
    return (
      <p className="form-error" role="alert">
        {t('importantEditor.loadError', { message: formatStoreError(own.error) })}
      </p>
    );
  }
  return <EditorForm current={own.data} />;
}

function EditorForm({ current }: { current: OwnImportantNotification }) {
  const { t } = useTranslation();
  const currentHeadingId = useId();
  const formHeadingId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(current.important_notification ?? '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<'saved' | 'deleted' | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const save = useSaveImportantNotification();
  const remove = useDeleteImportantNotification();
  const left = IMPORTANT_NOTIFICATION_MAX - lengthOf(text);
  const hasText = current.important_notification !== null;

  // After deleting, the button that opened the confirmation is gone: the focus goes to the field.
  useEffect(() => {
    if (outcome === 'deleted' && !hasText) fieldRef.current?.focus();
  }, [outcome, hasText]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const checked = importantNotificationBodySchema.safeParse({ important_notification: text });
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message);
      focusAndReveal(fieldRef.current);
      return;
    }
    setFieldError(undefined);
    save.mutate(checked.data, {
      onSuccess: () => setOutcome('saved'),
      onError: (error) => {
        // The server's German message for the field (400), e.g. after a change of the limit.
        if (isApiError(error) && error.status === 400) {
          setFieldError(formatStoreError(error));
          focusAndReveal(fieldRef.current);
        }
      },
    });
  }

  function handleDelete() {
    setOutcome(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setText('');
        setOutcome('deleted');
      },
    });
  }

  const lastChanged = current.updated_at
    ? current.author_name
      ? t('importantEditor.lastChanged', { date: formatDateLong(current.updated_at), name: current.author_name })
      : t('importantEditor.lastChangedUnknown', { date: formatDateLong(current.updated_at) })
    : null;
  const saveFailed = save.error && !(isApiError(save.error) && save.error.status === 400);

  return (
    <>
      <p className="lead">{t(current.scope === 'all' ? 'importantEditor.leadAll' : 'importantEditor.leadClient')}</p>
      {/* Always in the page, so the outcome is read out without moving the focus. */}
      <p role="status" className={outcome ? 'notice' : 'visually-hidden'}>
        {outcome === 'saved' && t('importantEditor.saved')}
        {outcome === 'deleted' && t('importantEditor.deleted')}
      </p>

      <section className="card important-editor__current" aria-labelledby={currentHeadingId}>
        <h2 id={currentHeadingId}>{t('importantEditor.currentTitle')}</h2>
        {current.important_notification ? (
          <>
            <blockquote className="important-editor__text">
              {current.important_notification.split('\n\n').map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </blockquote>
            {lastChanged && <p className="hint">{lastChanged}</p>}
            <div className="actions">
              <Button className="button button--secondary" onPress={() => setConfirming(true)}>
                {t('importantEditor.delete')}
              </Button>
            </div>
          </>
        ) : (
          <p>{t('importantEditor.none')}</p>
        )}
      </section>

      <section className="card" aria-labelledby={formHeadingId}>
        <h2 id={formHeadingId}>{t(hasText ? 'importantEditor.formTitleChange' : 'importantEditor.formTitle')}</h2>
        <form className="important-editor__form" onSubmit={handleSubmit} noValidate>
          <TextField
            className="field"
            name="important_notification"
            value={text}
            onChange={setText}
            isRequired
            isInvalid={Boolean(fieldError)}
            validationBehavior="aria"
          >
            <Label className="field__label">
              {t('importantEditor.label')} <span className="field__required">{t('importantEditor.required')}</span>
            </Label>
            <Text slot="description" className="field__hint">
              {t('importantEditor.hint', { max: IMPORTANT_NOTIFICATION_MAX })}{' '}
              <span className={left < 0 ? 'form-error' : undefined}>
                {left >= 0 ? t('importantEditor.remaining', { count: left }) : t('importantEditor.tooLong', { count: -left })}
              </span>
            </Text>
            <TextArea ref={fieldRef} className="field__input field__input--multiline" rows={6} />
            <FieldError className="field__error">{fieldError}</FieldError>
          </TextField>
          {saveFailed && (
            <p className="form-error" role="alert">
              {t('importantEditor.saveFailed', { message: formatStoreError(save.error) })}
            </p>
          )}
          <div className="actions">
            <Button type="submit" className="button" isPending={save.isPending}>
              {save.isPending ? t('importantEditor.saving') : t('importantEditor.save')}
            </Button>
          </div>
        </form>
      </section>

      {isConfirming && (
        <ModalDialog title={t('importantEditor.deleteConfirmTitle')} role="alertdialog" onClose={() => setConfirming(false)}>
          <p>{t('importantEditor.deleteConfirmText')}</p>
          {remove.error && (
            <p className="form-error" role="alert">
              {t('importantEditor.deleteFailed', { message: formatStoreError(remove.error) })}
            </p>
          )}
          <div className="dialog__actions actions">
            <Button className="button button--secondary" onPress={() => setConfirming(false)}>
              {t('importantEditor.deleteCancel')}
            </Button>
            <Button className="button" isPending={remove.isPending} onPress={handleDelete}>
              {t('importantEditor.deleteConfirm')}
            </Button>
          </div>
        </ModalDialog>
      )}
    </>
  );
}
