import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ALLOWED_FILE_ACCEPT, MAX_FILE_BYTES } from '@berufswahl/contracts/files/file-rules';
import { FileInput } from '../../../components/ui/file-input';
import type { FileProblem } from '../../../components/ui/file-input-logic';
import { useAnnounce } from '../../../components/ui/live-announcer';
import { isApiError } from '../../../lib/api-client';
import { openStorageFullDialog } from '../../../lib/app-events';
import { useFormality } from '../../../lib/formality';
import { useUploadFile } from './api/change-files';

const ACCEPT = ALLOWED_FILE_ACCEPT.split(',');

/**
 * Own uploads (spec 2: /files/): one file, the allowed types and 50 MB checked before sending
 * (the server checks again by content). A full storage opens the storage-full dialog (spec 8);
 * any other failure shows the server's text under the form.
 */
export function UploadForm() {
  const { t } = useTranslation();
  const context = useFormality();
  const announce = useAnnounce();
  const upload = useUploadFile();
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const file = files[0];
  const isTooLarge = file !== undefined && file.size > MAX_FILE_BYTES;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || isTooLarge) return;
    setMessage(null);
    upload.mutate(file, {
      onSuccess: (stored) => {
        setFiles([]);
        announce(t('files.upload.done', { name: stored.filename }));
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'USER_STORAGE_FULL') {
          openStorageFullDialog();
          return;
        }
        setMessage(isApiError(error) && error.errorBody ? error.errorBody.message : t('files.list.actionFailed', { error: String(error) }));
      },
    });
  };

  return (
    <form className="files-upload" onSubmit={submit} aria-labelledby="files-upload-heading" noValidate>
      <h2 id="files-upload-heading">{t('files.upload.heading')}</h2>
      <p className="hint">{t('files.upload.hint')}</p>
      <FileInput
        files={files}
        max={1}
        accept={ACCEPT}
        problems={problems}
        onChange={(chosen, found) => {
          setFiles(chosen);
          setProblems(found);
          setMessage(null);
        }}
        labels={{
          label: t('files.upload.label'),
          dropHint: t('files.upload.dropHint', { context }),
          choose: t('files.upload.choose'),
          remove: (name) => t('files.upload.remove', { name }),
          problems: {
            type: t('files.upload.problems.type'),
            tooMany: t('files.upload.problems.tooMany', { context }),
            tooFew: t('files.upload.problems.tooFew', { context }),
          },
        }}
      />
      {isTooLarge && (
        <p className="form-error" role="alert">
          {t('files.upload.problems.tooLarge')}
        </p>
      )}
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
      <div className="actions">
        <Button type="submit" className="button" isDisabled={!file || isTooLarge || upload.isPending}>
          {upload.isPending ? t('files.upload.submitting') : t('files.upload.submit')}
        </Button>
      </div>
    </form>
  );
}
