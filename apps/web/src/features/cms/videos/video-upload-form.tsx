import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CAPTIONS_ACCEPT,
  MAX_CAPTIONS_BYTES,
  MAX_POSTER_BYTES,
  MAX_VIDEO_BYTES,
  POSTER_ACCEPT,
  VIDEO_ACCEPT,
  VIDEO_DESCRIPTION_MAX,
  VIDEO_FIELD_LABELS,
  VIDEO_MESSAGES,
  VIDEO_TITLE_MAX,
  VIDEO_UPLOAD_PART_NAMES,
  type VideoSlotKey,
  type VideoUploadPart,
} from '@berufswahl/contracts/cms/video-rules';
import { validationMessages } from '@berufswahl/contracts/shared/validation';
import { FileInput } from '../../../components/ui/file-input';
import type { FileProblem } from '../../../components/ui/file-input-logic';
import { Button } from '../../../components/ui/button';
import { FormTextField } from '../../../components/ui/form-text-field';
import { isApiError } from '../../../lib/api-client';
import { useUploadVideo } from './api/videos-api';

type Problems = Partial<Record<VideoUploadPart | 'title' | 'description' | 'form', string>>;
/** The fields that show the server's message beside themselves. */
const FIELDS_WITH_MESSAGES: readonly string[] = [...VIDEO_UPLOAD_PART_NAMES, 'title', 'description'];

const PARTS: readonly { part: VideoUploadPart; accept: string; maxBytes: number; missing: string; tooLarge: string }[] = [
  { part: 'video', accept: VIDEO_ACCEPT, maxBytes: MAX_VIDEO_BYTES, missing: VIDEO_MESSAGES.videoMissing, tooLarge: VIDEO_MESSAGES.videoTooLarge },
  { part: 'captions', accept: CAPTIONS_ACCEPT, maxBytes: MAX_CAPTIONS_BYTES, missing: VIDEO_MESSAGES.captionsMissing, tooLarge: VIDEO_MESSAGES.captionsTooLarge },
  { part: 'poster', accept: POSTER_ACCEPT, maxBytes: MAX_POSTER_BYTES, missing: VIDEO_MESSAGES.posterMissing, tooLarge: VIDEO_MESSAGES.posterTooLarge },
];

/**
 * Adds or replaces the video of one slot (decision 180): title, description and the three files –
 * video, WebVTT captions and poster, all required. Missing files and sizes are checked here first;
 * the server checks everything again by content and answers with the same German messages.
 */
export function VideoUploadForm({
  slot,
  slotName,
  current,
  onCancel,
  onSaved,
}: {
  slot: VideoSlotKey;
  slotName: string;
  current: { title: string; description: string } | null;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadVideo();
  const [title, setTitle] = useState(current?.title ?? '');
  const [description, setDescription] = useState(current?.description ?? '');
  const [files, setFiles] = useState<Partial<Record<VideoUploadPart, File>>>({});
  const [problems, setProblems] = useState<Problems>({});
  const titleRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const descriptionRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const headingId = `video-form-${slot}`;
  // The form opens where the button was: focus goes to its first field.
  useEffect(() => titleRef.current?.focus(), []);

  const check = (): Problems => {
    const found: Problems = {};
    if (!title.trim()) found.title = validationMessages.required(VIDEO_FIELD_LABELS.title);
    else if (title.trim().length > VIDEO_TITLE_MAX) found.title = validationMessages.max(VIDEO_FIELD_LABELS.title, VIDEO_TITLE_MAX);
    if (!description.trim()) found.description = validationMessages.required(VIDEO_FIELD_LABELS.description);
    else if (description.trim().length > VIDEO_DESCRIPTION_MAX) found.description = validationMessages.max(VIDEO_FIELD_LABELS.description, VIDEO_DESCRIPTION_MAX);
    for (const rule of PARTS) {
      const file = files[rule.part];
      if (!file) found[rule.part] = rule.missing;
      else if (file.size > rule.maxBytes) found[rule.part] = rule.tooLarge;
    }
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) {
      if (found.title) titleRef.current?.focus();
      else if (found.description) descriptionRef.current?.focus();
      return;
    }
    const { video, captions, poster } = files;
    if (!video || !captions || !poster) return;
    upload.mutate(
      { slot, title: title.trim(), description: description.trim(), video, captions, poster },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const body = isApiError(error) ? error.errorBody : null;
          const field = body?.fields?.[0]?.field;
          const message = body?.message ?? t('videos.admin.failed', { error: String(error) });
          setProblems(field && FIELDS_WITH_MESSAGES.includes(field) ? { [field]: message, form: message } : { form: message });
        },
      },
    );
  };

  return (
    <form className="video-upload-form" onSubmit={submit} aria-labelledby={headingId} noValidate>
      <h4 id={headingId}>{t('videos.admin.formTitle', { slot: slotName })}</h4>
      <FormTextField
        label={t('videos.admin.title')}
        requiredMark={t('videos.admin.required')}
        hint={t('videos.admin.titleHint')}
        name="title"
        value={title}
        onChange={setTitle}
        onBlur={() => undefined}
        errorMessage={problems.title}
        isRequired
        inputRef={titleRef}
      />
      <FormTextField
        label={t('videos.admin.description')}
        requiredMark={t('videos.admin.required')}
        hint={t('videos.admin.descriptionHint')}
        name="description"
        value={description}
        onChange={setDescription}
        onBlur={() => undefined}
        errorMessage={problems.description}
        isRequired
        rows={3}
        inputRef={descriptionRef}
      />
      {PARTS.map((rule) => (
        <div key={rule.part} data-testid={`video-file-${rule.part}`}>
          <FileInput
            files={files[rule.part] ? [files[rule.part] as File] : []}
            max={1}
            accept={rule.accept.split(',')}
            onChange={(chosen: File[], found: FileProblem[]) => {
              setFiles((before) => ({ ...before, [rule.part]: chosen[0] }));
              setProblems((before) => ({ ...before, [rule.part]: found.length > 0 ? t(`videos.admin.problems.${found[0]!}`) : undefined, form: undefined }));
            }}
            labels={{
              label: t(`videos.admin.${rule.part}`),
              dropHint: t('videos.admin.dropHint'),
              choose: t('videos.admin.choose'),
              remove: (name) => t('videos.admin.removeFile', { name }),
              problems: {
                type: t('videos.admin.problems.type'),
                tooMany: t('videos.admin.problems.tooMany'),
                tooFew: t('videos.admin.problems.tooFew'),
              },
            }}
          />
          {problems[rule.part] && (
            <p className="form-error" role="alert">
              {problems[rule.part]}
            </p>
          )}
        </div>
      ))}
      {problems.form && !PARTS.some((rule) => problems[rule.part] === problems.form) && (
        <p className="form-error" role="alert">
          {problems.form}
        </p>
      )}
      <div className="actions">
        <Button type="submit" className="button" isPending={upload.isPending}>
          {upload.isPending ? t('videos.admin.submitting') : t('videos.admin.submit')}
        </Button>
        <Button className="button button--secondary" onPress={onCancel}>
          {t('videos.admin.cancel')}
        </Button>
      </div>
    </form>
  );
}
