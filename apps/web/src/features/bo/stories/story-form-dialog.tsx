import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button, DropZone, FileTrigger, Text, type DropItem } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  attachmentSizeProblem,
  STORY_FILE_INPUT_ACCEPT,
  STORY_PHOTO_MIME_TYPES,
  STORY_VIDEO_MIME_TYPES,
  storyFormSchema,
  type AttachmentSource,
  type Story,
  type StoryFormFields,
} from '@berufswahl/contracts/bo/stories';
import { LIMITS } from '@berufswahl/contracts/shared/limits';
import { focusAndReveal } from '../../../components/ui/focus-first-error';
import { FormTextField } from '../../../components/ui/form-text-field';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { RecorderDialog, type SavedRecording } from '../recorder/recorder-dialog';
import { useCreateStory } from './api/create-story';
import { useUpdateStory } from './api/update-story';
import { AttachmentPreview } from './attachment-preview';
import { sendOrKeep } from '../offline-drafts/offline-drafts';
import { buildStoryFormData, chooseAttachment, formatFileSize, storyDraftOf, uploadFailureOf, type AttachmentState } from './story-form-logic';

interface StoryFormDialogProps {
  /** The story to edit; a new story without it. */
  story?: Story;
  /** Cancel, Escape or the close icon. */
  onCancel: () => void;
  /** A successful save; the parent closes the form (unmounts it) and shows what follows. */
  onSaved: (story: Story) => void;
  /** USER_STORAGE_FULL: the parent closes the form and opens the storage-full dialog (spec 8). */
  onStorageFull: () => void;
  /** Offline: the new story waits on this device as a draft; the parent closes the form and says so. */
  onKept?: () => void;
}

async function filesOf(items: DropItem[]): Promise<File[]> {
  const files = items.filter((item) => item.kind === 'file');
  return Promise.all(files.map((item) => item.getFile()));
}

/**
 * The story form (spec 2, 4, 5): text with hashtags and at most one attachment – photo, video,
 * any allowed file (also by drag and drop) or a recording – with a preview. Submitting shows
 * loading; on success the form closes; a full storage closes it and opens the storage-full
 * dialog; any other failure shows the server's text under the form and keeps it open.
 */
export function StoryFormDialog({ story, onCancel, onSaved, onStorageFull, onKept = onCancel }: StoryFormDialogProps) {
  const { t } = useTranslation();
  const isEdit = story !== undefined;
  const form = useForm<StoryFormFields>({
    resolver: zodResolver(storyFormSchema),
    mode: 'all',
    defaultValues: { description: story?.description ?? '' },
    shouldFocusError: false,
  });
  const descriptionRef = useRef<HTMLTextAreaElement | null>(null);
  const [attachment, setAttachment] = useState<AttachmentState>(() =>
    story?.attachment ? { kind: 'stored', attachment: story.attachment } : { kind: 'none', hadStored: false },
  );
  const [attachmentProblem, setAttachmentProblem] = useState<string | null>(null);
  const [recordingLabel, setRecordingLabel] = useState<string | null>(null);
  const [isRecorderOpen, setRecorderOpen] = useState(false);
  const createStory = useCreateStory();
  const updateStory = useUpdateStory();
  const mutation = isEdit ? updateStory : createStory;
  const [serverError, setServerError] = useState<string | null>(null);
  const errorId = useId();
  const attachmentHintId = useId();
  const attachmentProblemId = useId();
  const description = useWatch({ control: form.control, name: 'description' });

  const hadStored = attachment.kind === 'stored' ? true : attachment.hadStored;

  const take = (files: readonly File[], source: AttachmentSource) => {
    if (files.length === 0) return;
    const result = chooseAttachment(files, source);
    setAttachmentProblem(result.problem);
    if (result.chosen) {
      setAttachment({ kind: 'chosen', chosen: result.chosen, hadStored });
      if (source !== 'recording') setRecordingLabel(null);
    }
  };

  const takeRecording = ({ file, format }: SavedRecording) => {
    setRecorderOpen(false);
    // A recording of hours passes the 50 MB limit; it is refused with words that fit a recording.
    if (attachmentSizeProblem(file.size)) {
      setAttachmentProblem(t('recorder.tooLarge'));
      return;
    }
    take([file], 'recording');
    setRecordingLabel(format.label || null);
  };

  const removeAttachment = () => {
    setAttachment({ kind: 'none', hadStored });
    setAttachmentProblem(null);
    setRecordingLabel(null);
  };

  const saveStory = async ({ description: text }: StoryFormFields) => {
    setServerError(null);
    const body = buildStoryFormData(text, attachment, { isEdit });
    let saved: Story;
    try {
      if (story) saved = await updateStory.mutateAsync({ storyUuid: story.uuid, body });
      else {
        // Offline (or the network fails on the way) the new story waits on this device (decision 240).
        const result = await sendOrKeep(storyDraftOf(text, attachment), (headers) => createStory.mutateAsync({ body, headers }));
        if (result.kind === 'kept') {
          onKept();
          return;
        }
        saved = result.value;
      }
    } catch (error) {
      const failure = uploadFailureOf(error);
      if (failure.kind === 'storage-full') {
        onStorageFull();
        return;
      }
      setServerError(failure.message ?? t('stories.form.errorFallback'));
      return;
    }
    onSaved(saved);
  };

  const previewSource = useMemo(() => {
    if (attachment.kind === 'chosen') {
      const { file } = attachment.chosen;
      return { kind: 'local' as const, file, name: file.name, type: file.type, size: file.size };
    }
    if (attachment.kind === 'stored') {
      const stored = attachment.attachment;
      return { kind: 'stored' as const, url: stored.signed_url, name: stored.filename, type: stored.content_type, size: stored.size };
    }
    return null;
  }, [attachment]);

  // The first field gets focus when the form opens (the dialog moves focus inside anyway).
  useEffect(() => {
    descriptionRef.current?.focus();
  }, []);

  if (isRecorderOpen) {
    return <RecorderDialog onSave={takeRecording} onCancel={() => setRecorderOpen(false)} />;
  }

  const requiredMark = <span className="field__required"> ({t('stories.required')})</span>;
  const isPending = mutation.isPending;

  return (
    <ModalDialog
      title={isEdit ? t('stories.form.titleEdit') : t('stories.form.titleNew')}
      closeLabel={t('stories.form.closeLabel')}
      onClose={onCancel}
      className="story-form-modal"
    >
      <form
        className="story-form"
        noValidate
        // An invalid form focuses the description and scrolls it into view (spec 4).
        onSubmit={(event) => void form.handleSubmit(saveStory, () => focusAndReveal(descriptionRef.current))(event)} aria-describedby={serverError ? errorId : undefined}>
        <Controller
          control={form.control}
          name="description"
          render={({ field, fieldState }) => (
            <FormTextField
              label={t('stories.form.descriptionLabel')}
              requiredMark={requiredMark}
              hint={
                <>
                  {t('stories.form.descriptionHint')}{' '}
                  <span className="story-form__counter">
                    {t('stories.form.characters', { count: description.length, max: LIMITS.storyTextMax })}
                  </span>
                </>
              }
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
              isRequired
              isDisabled={isPending}
              rows={6}
              inputRef={(element) => {
                field.ref(element);
                descriptionRef.current = element;
              }}
            />
          )}
        />

        <fieldset className="story-form__attachment" aria-describedby={attachmentProblem ? `${attachmentHintId} ${attachmentProblemId}` : attachmentHintId}>
          <legend className="field__label">{t('stories.form.attachmentGroup')}</legend>
          <p id={attachmentHintId} className="field__hint">
            {t('stories.form.fileTypesHint')}
          </p>
          <DropZone
            className="drop-zone story-form__drop-zone"
            aria-label={t('stories.form.dropLabel')}
            isDisabled={isPending}
            onDrop={(event) => void filesOf(event.items).then((files) => take(files, 'file'))}
          >
            <Text slot="label">{t('stories.form.dropHint')}</Text>
            <div className="story-form__inputs">
              <FileTrigger acceptedFileTypes={[...STORY_PHOTO_MIME_TYPES]} onSelect={(list) => take(list ? [...list] : [], 'photo')}>
                <Button className="button button--secondary" isDisabled={isPending}>
                  {t('stories.form.photo')}
                </Button>
              </FileTrigger>
              <FileTrigger acceptedFileTypes={[...STORY_VIDEO_MIME_TYPES]} onSelect={(list) => take(list ? [...list] : [], 'video')}>
                <Button className="button button--secondary" isDisabled={isPending}>
                  {t('stories.form.video')}
                </Button>
              </FileTrigger>
              <FileTrigger acceptedFileTypes={[...STORY_FILE_INPUT_ACCEPT]} onSelect={(list) => take(list ? [...list] : [], 'file')}>
                <Button className="button button--secondary" isDisabled={isPending}>
                  {t('stories.form.file')}
                </Button>
              </FileTrigger>
              <Button className="button button--secondary" isDisabled={isPending} onPress={() => setRecorderOpen(true)}>
                {t('stories.form.record')}
              </Button>
            </div>
          </DropZone>
          {attachmentProblem && (
            <p id={attachmentProblemId} className="field__error" role="alert">
              {attachmentProblem}
            </p>
          )}
          {previewSource && (
            <div className="story-form__preview" aria-label={t('stories.form.attachmentPreview')} role="group">
              <p>
                {attachment.kind === 'stored'
                  ? t('stories.form.storedAttachment', { name: previewSource.name, size: formatFileSize(previewSource.size) })
                  : t('stories.form.attachmentChosen', { name: previewSource.name, size: formatFileSize(previewSource.size) })}
              </p>
              {recordingLabel && attachment.kind === 'chosen' && (
                <p className="field__hint">{t('stories.form.recordingFormat', { format: recordingLabel })}</p>
              )}
              <AttachmentPreview source={previewSource} />
              <Button className="button button--secondary" isDisabled={isPending} onPress={removeAttachment}>
                {t('stories.form.removeAttachment')}
              </Button>
            </div>
          )}
        </fieldset>

        {serverError && (
          <p id={errorId} className="form-error" role="alert">
            {serverError}
          </p>
        )}
        <div className="dialog__actions">
          <Button className="button button--secondary" onPress={onCancel} isDisabled={isPending}>
            {t('stories.cancel')}
          </Button>
          {/* Loading is shown by the disabled button's text, not react-aria's isPending: its announcement
              points at the button by id and outlives the closed form (an axe role-img-alt error). */}
          <Button className="button" type="submit" isDisabled={isPending}>
            {isPending ? t('stories.form.saving') : isEdit ? t('stories.form.saveEdit') : t('stories.form.save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
